import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { brokerSymbol } from '#domain/broker-symbol';
import { roundPrice } from '#domain/instruments';
import {
  accountCurrencyOf,
  conversionFor,
  DEFAULT_LOT_STEP,
  entryDrift,
  entryDriftNote,
  positionSize,
} from '#domain/position-size';
import type { MtAccount } from '../accounts/mt-account.entity.js';
import { Clock } from '../clock/clock.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { formatEventId, parseEventId, type SignalClosedData, type SignalEvent } from '../signals/signal-events.js';
import type { AiSignalDto } from '../signals/signal.dto.js';
import { SignalStream } from '../signals/signal-stream.service.js';
import type { EaFeedDto, EaFeedEventDto, EaFeedQueryDto } from './dto/ea-feed.dto.js';
import { EaAccess } from './ea-access.js';
import { EaTrade } from './ea-trade.entity.js';
import { LatestPrices } from './latest-prices.js';

export const DEFAULT_FEED_PAGE = 50;
/** The highest cursor at a moment: everything at or before it has been handed out. */
const LAST_AT = (at: number) => formatEventId({ at, signalId: 999_999_999_999_999, kind: 'expired' });

/**
 * GET /api/ea/signals: the events of GET /api/signals/stream (same access policy, same plan delay,
 * read back from the signals table after a cursor), as orders for one account: its broker's symbol
 * names, the symbols it takes, and a volume sized from its risk settings.
 */
@Injectable()
export class EaFeedService {
  constructor(
    private readonly access: EaAccess,
    private readonly stream: SignalStream,
    private readonly ledger: LedgerService,
    private readonly prices: LatestPrices,
    private readonly clock: Clock,
    @InjectRepository(EaTrade) private readonly trades: Repository<EaTrade>,
  ) {}

  /** The next page for this account, or null when nothing is new after the cursor (a 304). */
  async feed(account: MtAccount, query: EaFeedQueryDto): Promise<EaFeedDto | null> {
    const delay = await this.access.signalDelay(account);
    const since = query.after ? parseEventId(query.after) : null;
    const limit = query.limit ?? DEFAULT_FEED_PAGE;
    let page: SignalEvent[];
    let cursor: string;
    let more = false;
    if (since) {
      const events = await this.stream.eventsSince(since, delay);
      if (!events.length) return null;
      page = events.slice(0, limit);
      more = events.length > limit;
      cursor = formatEventId(page.at(-1)!.id);
    } else {
      // First start: the signals in view and still running, but none this account already reported
      // on (an EA whose saved state was lost must not trade them again); the next poll goes on from now.
      const now = this.clock.now().getTime();
      const events = await this.stream.eventsSince({ at: 0, signalId: 0, kind: 'signal' }, delay);
      const ended = new Set(events.filter((event) => event.id.kind !== 'signal').map((event) => event.id.signalId));
      const running = events.filter((event) => event.id.kind === 'signal' && !ended.has(event.id.signalId));
      const reported = await this.reportedSignals(
        account,
        running.map((event) => event.data.id),
      );
      page = running.filter((event) => !reported.has(event.data.id));
      cursor = LAST_AT(now);
    }
    const off = new Set(account.settings.symbolsOff ?? []);
    const taken = page.filter((event) => !off.has(event.data.symbol));
    const [committedAt, checkpoint] = await Promise.all([
      this.ledger.committedAt(taken.filter((event) => event.id.kind === 'signal').map((event) => event.data.id)),
      this.ledger.witness(),
    ]);
    return {
      cursor,
      more,
      checkpoint: checkpoint.note,
      paused: account.settings.paused,
      maxOpenPositions: account.settings.maxOpenPositions,
      riskPercent: account.settings.riskPercent,
      events: await Promise.all(taken.map((event) => this.toFeedEvent(account, event, committedAt))),
    };
  }

  private async reportedSignals(account: MtAccount, signalIds: number[]): Promise<Set<number>> {
    if (!signalIds.length) return new Set();
    const trades = await this.trades.find({
      where: { accountId: account.id, signalId: In(signalIds) },
      select: { id: true, signalId: true },
    });
    return new Set(trades.map((trade) => trade.signalId));
  }

  private async toFeedEvent(
    account: MtAccount,
    event: SignalEvent,
    committedAt: Map<number, number>,
  ): Promise<EaFeedEventDto> {
    const common = {
      id: formatEventId(event.id),
      signalId: event.data.id,
      symbol: event.data.symbol,
      brokerSymbol: brokerSymbol(event.data.symbol, account.settings),
    };
    if (event.id.kind !== 'signal') {
      const closed = event.data as SignalClosedData;
      const reason =
        event.id.kind === 'outcome' && (closed.outcome === 'WIN' || closed.outcome === 'LOSS')
          ? closed.outcome
          : 'EXPIRED';
      return { ...common, type: 'close', reason };
    }
    const signal = event.data as AiSignalDto;
    return {
      ...common,
      type: 'open',
      side: signal.signalType,
      entry: signal.entryPrice,
      stop: signal.stopLoss,
      target: signal.takeProfit,
      publishedAt: signal.createdAt,
      expiresAt: signal.expiresAt,
      ledgerIndex: committedAt.get(signal.id) ?? null,
      ...(await this.volumeFor(account, signal)),
    };
  }

  /**
   * Lots for this account (domain/position-size.ts), sized on the price the Expert Advisor will
   * get: the market's latest (LatestPrices), or the published entry while there is none. Its risk
   * % of the balance set on the dashboard, or of the terminal's last reported balance in the
   * terminal's currency; the lot step the terminal reported for the symbol (0.01 until it has).
   * Rounded down, so the stop never loses more. The note says why there is no volume, or that the
   * price has moved more than a quarter of the stop from the entry (the EA skips such a signal).
   */
  async volumeFor(
    account: MtAccount,
    signal: Pick<AiSignalDto, 'symbol' | 'signalType' | 'entryPrice' | 'stopLoss'>,
  ): Promise<{ volume: number | null; volumeNote: string | null; sizedOn: number }> {
    const latest = await this.prices.latest(signal.symbol);
    const market = latest === null ? null : roundPrice(signal.symbol, latest);
    const sizedOn = market ?? signal.entryPrice;
    const unsized = (volumeNote: string) => ({ volume: null, volumeNote, sizedOn });
    const drift =
      market === null
        ? null
        : entryDrift({
            symbol: signal.symbol,
            side: signal.signalType,
            entry: signal.entryPrice,
            stopLoss: signal.stopLoss,
            price: market,
          });
    const movedNote = drift?.tooFar ? entryDriftNote(signal.symbol, signal.entryPrice, market!, drift) : null;
    if (drift?.beyondStop) return unsized(movedNote!);
    const fromTerminal = account.settings.balance === null;
    const code = fromTerminal ? account.terminal.currency : account.settings.accountCurrency;
    const balance = fromTerminal ? account.terminal.balance : account.settings.balance;
    if (!code || !balance)
      return unsized(
        'No balance to size on: set the balance on the dashboard, or let the Expert Advisor report it in its heartbeat.',
      );
    const currency = accountCurrencyOf(code)?.currency;
    if (!currency)
      return unsized(`Sizing in ${code} is not supported: set the balance and its currency on the dashboard.`);
    const conversion = conversionFor(signal.symbol, currency);
    const crossRate = conversion.kind === 'cross' ? await this.prices.latest(conversion.pair) : null;
    if (conversion.kind === 'cross' && !crossRate)
      return unsized(`No ${conversion.pair} price to turn the pip value into ${currency}: not sized.`);
    const terminal = account.terminal;
    const result = positionSize({
      symbol: signal.symbol,
      entry: sizedOn,
      stopLoss: signal.stopLoss,
      accountCurrency: currency,
      balance,
      riskPercent: account.settings.riskPercent,
      lotStep:
        terminal.lotSteps?.[brokerSymbol(signal.symbol, account.settings)] ?? terminal.lotStep ?? DEFAULT_LOT_STEP,
      crossRate,
    });
    if (!result.ok) return unsized(result.message);
    if (result.size.tooSmall) return unsized(result.size.tooSmall);
    return { volume: result.size.lots, volumeNote: movedNote, sizedOn };
  }
}
