import { Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { BaseRecord, DateTimeColumn, DecimalNumberColumn } from '../database/columns.js';
import { Signal } from '../signals/signal.entity.js';
import { MtAccount } from '../accounts/mt-account.entity.js';

export const EA_TRADE_STATUSES = ['filled', 'skipped', 'closed'] as const;
export type EaTradeStatus = (typeof EA_TRADE_STATUSES)[number];

const PriceColumn = () => DecimalNumberColumn(18, 5, { nullable: true });

/**
 * What one account's Expert Advisor did with one signal: skipped it, or filled it and later
 * closed it. One row per account and signal, and one per account and ticket, so that a report
 * sent twice (a lost answer, a restart) records nothing twice.
 */
@Entity('ea_trades')
@Unique('UQ_ea_trades_account_signal', ['accountId', 'signalId'])
@Unique('UQ_ea_trades_account_ticket', ['accountId', 'ticket'])
export class EaTrade extends BaseRecord {
  @ManyToOne(() => MtAccount, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'accountId' })
  account!: MtAccount;

  @Column({ type: 'int' })
  accountId!: number;

  @ManyToOne(() => Signal, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'signalId' })
  signal!: Signal;

  @Column({ type: 'int' })
  signalId!: number;

  @Column({ type: 'varchar', length: 8 })
  status!: EaTradeStatus;

  @Column({ type: 'varchar', length: 32, nullable: true })
  ticket!: string | null;

  @DecimalNumberColumn(12, 2, { nullable: true })
  volume!: number | null;

  @PriceColumn()
  fillPrice!: number | null;

  @DateTimeColumn({ nullable: true })
  filledAt!: Date | null;

  /** Against the published entry, positive when the fill was worse for the trader. */
  @DecimalNumberColumn(8, 1, { nullable: true })
  slippagePips!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  skipReason!: string | null;

  @PriceColumn()
  closePrice!: number | null;

  @DateTimeColumn({ nullable: true })
  closedAt!: Date | null;

  /** In the account currency, as the terminal reported it (swap and commission included). */
  @DecimalNumberColumn(16, 2, { nullable: true })
  profit!: number | null;

  /** Why the EA closed it itself, when it did (a position the broker would not give a stop). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  closeNote!: string | null;

  /** Close against fill, in units of the published risk (entry to stop). */
  @DecimalNumberColumn(8, 2, { nullable: true })
  resultR!: number | null;
}
