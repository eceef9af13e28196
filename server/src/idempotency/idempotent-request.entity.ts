import { Column, Entity, Index, Unique } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';

/**
 * A write sent with an Idempotency-Key: claimed when it starts, its answer kept once it ends, so
 * that the same key sent again (a double click, a retry, another replica) gets that answer
 * instead of doing the work twice.
 */
@Entity('idempotent_requests')
@Unique('UQ_idempotent_requests_scope_key', ['scope', 'idempotencyKey'])
export class IdempotentRequest extends BaseRecord {
  /** Whose key it is: `user:<id>` for a signed-in caller, `anonymous` before sign-in. */
  @Column({ type: 'varchar', length: 32 })
  scope!: string;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey!: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  /** Null while the first request runs. */
  @Column({ type: 'int', nullable: true })
  statusCode!: number | null;

  /** The answer's body as JSON. */
  @Column({ type: 'text', nullable: true })
  responseBody!: string | null;

  @Index()
  @DateTimeColumn()
  expiresAt!: Date;
}
