import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Candle } from '../../server/src/market-data/candles.js';
import { RequestGate } from './request-gate.js';

/** The recorded GBP/CAD daily series, served as it was recorded. */
export const RECORDED_DAILY = JSON.parse(
  readFileSync(new URL('../fixtures/twelvedata-time-series.json', import.meta.url), 'utf8'),
) as { meta: Record<string, string>; values: Record<string, string>[]; status: string };
const RECORDED_INTRADAY = JSON.parse(
  readFileSync(new URL('../fixtures/twelvedata-time-series-intraday.json', import.meta.url), 'utf8'),
) as { meta: Record<string, string>; values: Record<string, string>[]; status: string };

/** The provider's own error sentences, as its API words them. */
export const ANSWERS = {
  badKey: {
    code: 401,
    message:
      '**apikey** parameter is incorrect or not specified. You can get your free API key instantly following this link: https://twelvedata.com/pricing. If you believe that everything is correct, you can contact us at https://twelvedata.com/contact/customer',
    status: 'error',
  },
  rateLimited: {
    code: 429,
    message:
      'You have run out of API credits for the current minute. 9 API credits were used, with the current limit being 8. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing',
    status: 'error',
  },
  unknownSymbol: (symbol: string, interval: string) => ({
    code: 400,
    message: `**symbol** not found: ${symbol}. Please specify it correctly according to API Documentation.`,
    status: 'error',
    meta: { symbol, interval, exchange: '' },
  }),
};

export interface FakeTwelveDataOptions {
  apiKey: string;
  /** API credits per minute before the rate-limit answer. */
  creditsPerMinute?: number;
  /** Answer this late, to test time-outs. */
  delayMs?: number;
}

/**
 * Twelve Data's time_series endpoint on 127.0.0.1: the recorded payloads for the recorded symbols,
 * series a test sets for other symbols (in the same shape: strings, newest first, a forming bar
 * on top), and the provider's error and rate-limit answers.
 */
export class FakeTwelveData {
  private server?: Server;
  private readonly series = new Map<string, Candle[]>();
  private creditsUsed = 0;
  readonly requests: URLSearchParams[] = [];
  /** Holds the time_series answers while closed. */
  readonly gate = new RequestGate();
  baseUrl = '';

  constructor(private readonly options: FakeTwelveDataOptions) {}

  /** Serves these candles (oldest first) for a vendor symbol such as EUR/USD. */
  setSeries(vendorSymbol: string, candles: Candle[]): void {
    this.series.set(vendorSymbol, candles);
  }

  resetCredits(): void {
    this.creditsUsed = 0;
  }

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      await this.gate.pass();
      const send = (status: number, body: unknown) => {
        const reply = () => {
          response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(body));
        };
        if (this.options.delayMs) setTimeout(reply, this.options.delayMs);
        else reply();
      };
      if (url.pathname !== '/time_series') return send(404, { code: 404, message: 'Not found', status: 'error' });
      this.requests.push(url.searchParams);
      if (url.searchParams.get('apikey') !== this.options.apiKey) return send(401, ANSWERS.badKey);
      this.creditsUsed += 1;
      if (this.options.creditsPerMinute !== undefined && this.creditsUsed > this.options.creditsPerMinute) {
        return send(429, ANSWERS.rateLimited);
      }
      const symbol = url.searchParams.get('symbol') ?? '';
      const interval = url.searchParams.get('interval') ?? '';
      const size = Number(url.searchParams.get('outputsize') ?? 30);
      // Unknown symbols come back with HTTP 200 and an error body, as the provider does it.
      if (symbol === 'GBP/CAD' && interval === '1day') return send(200, trim(RECORDED_DAILY, size));
      if (symbol === 'EUR/NZD' && interval === '1min') return send(200, trim(RECORDED_INTRADAY, size));
      const candles = this.series.get(symbol);
      if (!candles) return send(200, ANSWERS.unknownSymbol(symbol, interval));
      send(200, {
        meta: {
          symbol,
          interval,
          currency_base: symbol.split('/')[0],
          currency_quote: symbol.split('/')[1] ?? '',
          type: 'Physical Currency',
        },
        values: candles.slice(-size).reverse().map(toValue),
        status: 'ok',
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function trim<T extends { values: unknown[] }>(answer: T, size: number): T {
  return { ...answer, values: answer.values.slice(0, size) };
}

function toValue(candle: Candle): Record<string, string> {
  const price = (value: number) => value.toFixed(5);
  return {
    datetime: candle.time.toISOString().slice(0, 19).replace('T', ' '),
    open: price(candle.open),
    high: price(candle.high),
    low: price(candle.low),
    close: price(candle.close),
  };
}
