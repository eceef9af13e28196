import { Column, Entity } from 'typeorm';
import { BaseRecord, MoneyColumn } from '../database/columns.js';

export const PLAN_TYPES = ['BASIC', 'PRO', 'ENTERPRISE', 'CUSTOM', 'TRIAL'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** An account limit of this size means "Unlimited". */
export const UNLIMITED_ACCOUNTS = 999;

@Entity('plans')
export class Plan extends BaseRecord {
  @Column({ type: 'varchar', length: 16, unique: true })
  planType!: PlanType;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @MoneyColumn()
  monthlyPrice!: string;

  @MoneyColumn()
  yearlyPrice!: string;

  @Column({ type: 'int' })
  accountLimit!: number;

  /** How long after publication a trader on this plan sees a new signal (0: at once). */
  @Column({ type: 'int', default: 0 })
  signalDelayMinutes!: number;

  @Column({ type: 'simple-json' })
  features!: string[];

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'int', default: 0 })
  displayOrder!: number;

  @Column({ type: 'boolean', default: false })
  isPopular!: boolean;
}
