import { Column, Entity } from 'typeorm';
import { BaseRecord, DateTimeColumn } from './columns.js';

/** Who may run a named job until when, so that one replica runs each job at a time. */
@Entity('job_leases')
export class JobLease extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  holder!: string;

  @DateTimeColumn()
  expiresAt!: Date;
}
