import { Column, Entity, Index } from 'typeorm';
import type { SignalExpectation } from '#domain/expectation';
import type { InstrumentCategory } from '#domain/instruments';
import { BaseRecord, DateTimeColumn, DecimalNumberColumn } from '../database/columns.js';
import type { SignalType } from './engine.js';
import type { ClosedOutcome, SignalOutcome } from './tracker.js';

const PriceColumn = (options: { nullable?: boolean } = {}) => DecimalNumberColumn(18, 5, options);

/**
 * How a closed signal was settled. 'tradable': from the first price a reader could act on after
 * publication, net of the symbol's round-trip cost. 'published-close': the first rule, entering at
 * the candle close the signal was computed on (up to 15 minutes before publication) and gross of
 * costs; signals closed under it are listed but left out of every figure.
 */
export const SETTLEMENT_RULES = ['tradable', 'published-close'] as const;
export type SettlementRule = (typeof SETTLEMENT_RULES)[number];

/**
 * One signal the engine published, and once closed, how it ended. The published fields (symbol,
 * side, levels, times, confidence) never change after publication: the transparency log holds a
 * commitment to them (signal-fields.ts). The outcome columns are the tracker's working state; once
 * every view of the signal is settled it is revealed in the log, and the public record reads it
 * from there.
 */
@Entity('signals')
@Index('IDX_signals_outcome_expires', ['outcome', 'expiresAt'])
@Index('IDX_signals_symbol_outcome', ['symbol', 'outcome'])
export class Signal extends BaseRecord {
  @Column({ type: 'varchar', length: 16 })
  symbol!: string;

  @Column({ type: 'varchar', length: 16 })
  category!: InstrumentCategory;

  @Column({ type: 'varchar', length: 4 })
  signalType!: SignalType;

  @PriceColumn()
  entryPrice!: number;

  @PriceColumn()
  stopLoss!: number;

  @PriceColumn()
  takeProfit!: number;

  @Column({ type: 'int' })
  stopLossPips!: number;

  @Column({ type: 'int' })
  takeProfitPips!: number;

  @DecimalNumberColumn(6, 2)
  riskReward!: number;

  /** 0-100: the measured share of signals like this that ended in profit after costs. */
  @Column({ type: 'int' })
  confidence!: number;

  /** What the walk-forward measured for signals like this, as shown at publication; null before it existed. */
  @Column({ type: 'simple-json', nullable: true })
  expectation!: SignalExpectation | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reasoning!: string | null;

  /** What the news did to this signal; null when news played no part. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  newsInfluence!: string | null;

  /** When the high-impact release the news note names comes out (shown in the reader's zone); null when none. */
  @DateTimeColumn({ nullable: true })
  newsReleaseAt!: Date | null;

  @DateTimeColumn()
  expiresAt!: Date;

  /**
   * The close time of the hourly candle whose close is the entry: how old the price was at
   * publication. Null for signals published before it was recorded.
   */
  @DateTimeColumn({ nullable: true })
  priceAt!: Date | null;

  @Column({ type: 'varchar', length: 8, default: 'OPEN' })
  outcome!: SignalOutcome;

  @DateTimeColumn({ nullable: true })
  closedAt!: Date | null;

  @PriceColumn({ nullable: true })
  exitPrice!: number | null;

  @Column({ type: 'int', nullable: true })
  resultPips!: number | null;

  /** The result in units of the published risk (entry to stop), net of cost under the 'tradable' rule. */
  @DecimalNumberColumn(6, 2, { nullable: true })
  resultR!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'tradable' })
  settlementRule!: SettlementRule;

  /** The first price a reader could act on: the first 15-minute candle's open after publication. */
  @PriceColumn({ nullable: true })
  fillPrice!: number | null;

  @DateTimeColumn({ nullable: true })
  filledAt!: Date | null;

  /** The round-trip cost charged, in price units (the symbol's floor: live prices carry no spread). */
  @PriceColumn({ nullable: true })
  costPrice!: number | null;

  /** The result before costs, in R. */
  @DecimalNumberColumn(6, 2, { nullable: true })
  resultRGross!: number | null;

  /** The other side at the same fill, net: what a coin could have got. */
  @DecimalNumberColumn(6, 2, { nullable: true })
  oppositeResultR!: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  oppositeOutcome!: ClosedOutcome | null;

  @DecimalNumberColumn(6, 2, { nullable: true })
  oppositeResultRGross!: number | null;

  /** A reader on a delayed plan sees the signal this many minutes after publication (0: no such plan). */
  @Column({ type: 'int', default: 0 })
  delayedViewMinutes!: number;

  /** The same signal as that reader could have traded it: filled after the delay, settled the same way. */
  @PriceColumn({ nullable: true })
  delayedFillPrice!: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  delayedOutcome!: ClosedOutcome | null;

  @DateTimeColumn({ nullable: true })
  delayedClosedAt!: Date | null;

  @DecimalNumberColumn(6, 2, { nullable: true })
  delayedResultR!: number | null;
}
