import type { Clock } from '../../clock/clock.js';
import { findInstrument } from '#domain/universe';
import { completedBy, type Candle, type Timeframe } from '../candles.js';
import {
  MarketDataError,
  MarketDataProvider,
  type CandleQuery,
  type MarketDataErrorKind,
} from './market-data-provider.js';

export interface TwelveDataOptions {
  apiKey: string;
  baseUrl: string;
  /** Requests are spaced so that no minute holds more than this (the free plan allows 8). */
  requestsPerMinute: number;
  timeoutMs?: number;
}

/** The shape of a time_series answer: prices as strings, newest first. */
interface TimeSeriesAnswer {
  status?: string;
  code?: number;
  message?: string;
  values?: { datetime?: string; open?: string; high?: string; low?: string; close?: string }[];
}

/** Largest outputsize Twelve Data serves in one call. */
const MAX_OUTPUT_SIZE = 5000;

/** Candles from Twelve Data's time_series endpoint (https://twelvedata.com/docs#time-series). */
export class TwelveDataMarketDataProvider extends MarketDataProvider {
  readonly name = 'twelvedata';
  private nextSlot = 0;

  constructor(
    private readonly options: TwelveDataOptions,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    super();
  }

  async candles(symbol: string, timeframe: Timeframe, count: number, query: CandleQuery = {}): Promise<Candle[]> {
    const vendorSymbol = findInstrument(symbol)?.twelveDataSymbol ?? symbol;
    const end = query.end ?? this.clock.now();
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}/time_series`);
    url.search = new URLSearchParams({
      symbol: vendorSymbol,
      interval: timeframe,
      // One more than asked: the newest bar may still be forming and is dropped below.
      outputsize: String(Math.min(count + 1, MAX_OUTPUT_SIZE)),
      timezone: 'UTC',
      order: 'desc',
      ...(query.end ? { end_date: formatDateTime(end) } : {}),
      apikey: this.options.apiKey,
    }).toString();

    await this.waitForSlot();
    const answer = await this.fetchJson(url, vendorSymbol);
    if (answer.status === 'error' || !Array.isArray(answer.values)) {
      const message = answer.message ?? 'an answer without values';
      throw new MarketDataError(`Twelve Data refused ${vendorSymbol}: ${message}`, errorKind(answer.code, message));
    }
    const candles = answer.values.map((value) => parseValue(value, vendorSymbol)).reverse();
    return completedBy(candles, timeframe, end).slice(-count);
  }

  private async fetchJson(url: URL, vendorSymbol: string): Promise<TimeSeriesAnswer> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'it did not answer in time' : (error as Error).message;
      throw new MarketDataError(`Twelve Data is unavailable for ${vendorSymbol}: ${reason}`, 'unavailable');
    }
    const text = await response.text();
    let body: TimeSeriesAnswer;
    try {
      body = JSON.parse(text) as TimeSeriesAnswer;
    } catch {
      throw new MarketDataError(
        `Twelve Data answered ${vendorSymbol} with HTTP ${response.status} and no JSON`,
        response.status === 429 ? 'rate-limited' : 'unavailable',
      );
    }
    // Errors come as {code, message, status: "error"}, with HTTP 200 or with the code as status.
    if (!response.ok && body.status !== 'error') return { status: 'error', code: response.status, message: text };
    return body;
  }

  /** Spaces requests evenly: with 8 a minute, one every 7.5 s. */
  private async waitForSlot(): Promise<void> {
    const spacing = 60_000 / this.options.requestsPerMinute;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + spacing;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}

function errorKind(code: number | undefined, message: string): MarketDataErrorKind {
  if (code === 429) return 'rate-limited';
  if (code === 401 || code === 403) return 'unauthorised';
  if (code === 400 && /not found|invalid/i.test(message)) return 'unknown-symbol';
  if (code === 404) return 'unknown-symbol';
  return 'unavailable';
}

/** "2024-04-30 18:46:00" or "2024-05-10", in UTC since the request asks for it. */
function parseValue(value: NonNullable<TimeSeriesAnswer['values']>[number], vendorSymbol: string): Candle {
  const time = value.datetime
    ? Date.parse(`${value.datetime.replace(' ', 'T')}${value.datetime.length > 10 ? 'Z' : 'T00:00:00Z'}`)
    : NaN;
  const [open, high, low, close] = [value.open, value.high, value.low, value.close].map(Number);
  if (!Number.isFinite(time) || ![open, high, low, close].every((price) => Number.isFinite(price) && price > 0)) {
    throw new MarketDataError(`Twelve Data sent a malformed candle for ${vendorSymbol}`, 'bad-answer');
  }
  return { time: new Date(time), open, high, low, close };
}

function formatDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
