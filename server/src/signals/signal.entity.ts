import { Column, Entity, Index } from 'typeorm';
import type { InstrumentCategory } from '#domain/instruments';
import { BaseRecord, DateTimeColumn, DecimalNumberColumn } from '../database/columns.js';
import type { SignalType } from './engine.js';
import type { SignalOutcome } from './tracker.js';

const PriceColumn = (options: { nullable?: boolean } = {}) => DecimalNumberColumn(18, 5, options);

/** One signal the engine issued, and once closed, how it ended. */
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

  /** 0-100. */
  @Column({ type: 'int' })
  confidence!: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reasoning!: string | null;

  /** What the news did to this signal; null when news played no part. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  newsInfluence!: string | null;

  @DateTimeColumn()
  expiresAt!: Date;

  @Column({ type: 'varchar', length: 8, default: 'OPEN' })
  outcome!: SignalOutcome;

  @DateTimeColumn({ nullable: true })
  closedAt!: Date | null;

  @PriceColumn({ nullable: true })
  exitPrice!: number | null;

  @Column({ type: 'int', nullable: true })
  resultPips!: number | null;

  /** The result in units of risk: +riskReward on a win, −1 on a loss. */
  @DecimalNumberColumn(6, 2, { nullable: true })
  resultR!: number | null;
}
