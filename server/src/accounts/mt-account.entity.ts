import { Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
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

  @Column({ name: 'terminalCurrency', type: 'varchar', length: 3, nullable: true })
  currency!: string | null;

  @DecimalNumberColumn(16, 2, { name: 'terminalBalance', nullable: true })
  balance!: number | null;

  @DecimalNumberColumn(16, 2, { name: 'terminalEquity', nullable: true })
  equity!: number | null;

  @DecimalNumberColumn(8, 4, { name: 'terminalLotStep', nullable: true })
  lotStep!: number | null;
}

/** A MetaTrader account login linked by a trader, its Expert Advisor's key and risk settings. */
@Entity('mt_accounts')
@Unique('UQ_mt_accounts_user_mt', ['userId', 'mtId'])
@Unique('UQ_mt_accounts_key_hash', ['keyHash'])
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

  @Column(() => RiskSettingsColumns, { prefix: false })
  settings!: RiskSettingsColumns;

  @Column(() => TerminalColumns, { prefix: false })
  terminal!: TerminalColumns;
}
