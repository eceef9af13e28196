import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';

/** How far a producer has read its source (the last signal fanned out, the Telegram update offset). */
@Entity('alert_cursors')
export class AlertCursor extends BaseRecord {
  @Index('UQ_alert_cursors_name', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) },
  })
  position!: number;

  @DateTimeColumn({ nullable: true })
  at!: Date | null;
}
