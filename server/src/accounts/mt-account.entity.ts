import { Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import type { NotTradingReason } from '#domain/ea-status';
import { BaseRecord, DateTimeColumn, DecimalNumberColumn } from '../database/columns.js';
import { User } from '../users/user.entity.js';

/** How the trader wants signals taken on this account (docs/metatrader.md). */
export class RiskSettingsColumns {
  /** The account's currency, when the balance is set here (the terminal's otherwise). */
  @Column({ type: 'varchar', length: 3, default: 'USD' })
  accountCurrency!: string;

  /** The balance sizes are computed from; null: the one the terminal last reported. */
  @DecimalNumberColumn(16, 2, { nullable: true })
  balance!: number | null;

  @DecimalNumberColumn(5, 2, { default: 1 })
  riskPercent!: number;

  @Column({ type: 'int', default: 3 })
  maxOpenPositions!: number;

  /** Symbols whose signals this account does not take (null: none). */
  @Column({ type: 'simple-json', nullable: true })
  symbolsOff!: string[] | null;

  @Column({ type: 'varchar', length: 12, default: '' })
  symbolPrefix!: string;

  @Column({ type: 'varchar', length: 12, default: '' })
  symbolSuffix!: string;

  /** Broker names that prefix and suffix cannot make (XAUUSD → GOLD); null: none. */
  @Column({ type: 'simple-json', nullable: true })
  symbolMap!: Record<string, string> | null;

  @Column({ type: 'boolean', default: false })
  paused!: boolean;
}

/** What the account's Expert Advisor said in its last heartbeat. */
export class TerminalColumns {
  @DateTimeColumn({ name: 'terminalSeenAt', nullable: true })
  seenAt!: Date | null;

  @Column({ name: 'terminalBuild', type: 'int', nullable: true })
  build!: number | null;

  @Column({ name: 'terminalBroker', type: 'varchar', length: 100, nullable: true })
  broker!: string | null;

  /** As the terminal names it: USD, and also a cent account's USc or a USDT account. */
  @Column({ name: 'terminalCurrency', type: 'varchar', length: 8, nullable: true })
  currency!: string | null;

  @DecimalNumberColumn(16, 2, { name: 'terminalBalance', nullable: true })
  balance!: number | null;

  @DecimalNumberColumn(16, 2, { name: 'terminalEquity', nullable: true })
  equity!: number | null;

  /** The chart symbol's lot step, as EAs before per-symbol steps sent it. */
  @DecimalNumberColumn(8, 4, { name: 'terminalLotStep', nullable: true })
  lotStep!: number | null;

  /** Each traded symbol's lot step at the broker, by the broker's name for it (EURUSD.r → 0.01). */
  @Column({ name: 'terminalLotSteps', type: 'simple-json', nullable: true })
  lotSteps!: Record<string, number> | null;

  /** The broker's trade server the terminal is logged in to (MetaQuotes-Demo): logins are unique only on one. */
  @Column({ name: 'terminalServer', type: 'varchar', length: 100, nullable: true })
  server!: string | null;

  /** The login the terminal runs on, as it said. */
  @Column({ name: 'terminalLogin', type: 'varchar', length: 20, nullable: true })
  login!: string | null;

  /** Why the EA trades nothing now (NOT_TRADING_REASONS); null while it can trade. */
  @Column({ name: 'terminalNotTrading', type: 'varchar', length: 24, nullable: true })
  notTrading!: NotTradingReason | null;
}

/** A MetaTrader account login linked by a trader, its Expert Advisor's key and risk settings. */
@Entity('mt_accounts')
@Unique('UQ_mt_accounts_user_mt', ['userId', 'mtId'])
@Unique('UQ_mt_accounts_key_hash', ['keyHash'])
// Heartbeats look for another SignalDesk account on the same broker server and login.
@Index('IDX_mt_accounts_terminal_login', ['terminal.server', 'terminal.login'])
export class MtAccount extends BaseRecord {
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user!: User;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  mtId!: string;

  /** SHA-256 of the account key (hex); null: no key issued, or revoked. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  keyHash!: string | null;

  /** The key's first characters, to tell keys apart on the dashboard. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  keyPrefix!: string | null;

  @DateTimeColumn({ nullable: true })
  keyIssuedAt!: Date | null;

  /** When the last key was revoked (and none issued since): the dashboard says so. */
  @DateTimeColumn({ nullable: true })
  keyRevokedAt!: Date | null;

  /** When the owner was told that another SignalDesk account's EA runs on the same login and server. */
  @DateTimeColumn({ nullable: true })
  sharedLoginNoticeAt!: Date | null;

  @Column(() => RiskSettingsColumns, { prefix: false })
  settings!: RiskSettingsColumns;

  @Column(() => TerminalColumns, { prefix: false })
  terminal!: TerminalColumns;
}
