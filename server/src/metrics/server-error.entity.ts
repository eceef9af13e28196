import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../database/columns.js';

/**
 * A 5xx answer as support finds it from the reference the user was shown (the request's id): when,
 * which address, the status, whose request, and which replica answered (its log holds the rest).
 * Only the newest few thousand are kept.
 */
@Entity('server_errors')
@Index('IDX_server_errors_reference', ['reference'])
export class ServerError extends BaseRecord {
  @Column({ type: 'varchar', length: 128 })
  reference!: string;

  @Column({ type: 'varchar', length: 16 })
  method!: string;

  /** The address without its query string (which may hold anything), cut to 200 characters. */
  @Column({ type: 'varchar', length: 200 })
  path!: string;

  @Column({ type: 'int' })
  status!: number;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** The host name of the replica that answered. */
  @Column({ type: 'varchar', length: 64 })
  replica!: string;
}
