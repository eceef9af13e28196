import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { JobLease } from './job-lease.entity.js';

/** A lease this process holds while its work runs. */
export interface HeldLease {
  readonly name: string;
  /** True while the database still shows this process as the unexpired holder. */
  stillHeld(): Promise<boolean>;
  /**
   * Called inside the transaction that writes the job's result, before the writes: throws
   * LeaseLostError unless this process still holds the lease, and (MySQL/MariaDB) locks the lease
   * row so that nobody takes it over until that transaction has committed.
   */
  confirm(manager: EntityManager): Promise<void>;
}

/** Thrown by work that finds, before writing its result, that its lease went to someone else. */
export class LeaseLostError extends Error {
  constructor(name: string) {
    super(`Lost the lease on ${name} before finishing; the result was not written`);
  }
}

const EPOCH = new Date(0);
/** How often acquireWithin looks again at a lease someone else holds. */
const ACQUIRE_RETRY_MS = 250;

/** How runUnderLease takes and leaves its lease. */
export interface LeaseTerms {
  /** Instead of releasing after success, keep the lease until then (a claimed period's end). */
  keepUntil?: Date;
  /** Wait this long for a lease someone else holds to come free, rather than giving up at once. */
  waitMs?: number;
}

/**
 * Leases on named jobs in the database: whoever holds an unexpired lease runs the job; everyone
 * else stays out. Expiry is decided by the database's clock (UTC_TIMESTAMP on MySQL/MariaDB,
 * strftime('now') on SQLite), never by a replica's, so replicas whose clocks drift agree. Leases
 * are short (JOB_LEASE_SECONDS) and renewed by a heartbeat while the work runs: a replica that
 * dies frees its jobs within one lease length; one that shuts down frees them at once.
 */
@Injectable()
export class JobLeaseService implements BeforeApplicationShutdown {
  /** This process, as a lease holder. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly logger = new Logger(JobLeaseService.name);
  private readonly held = new Set<string>();
  /** Acquisitions under way, which shutdown waits for so that none completes after the release. */
  private readonly acquiring = new Set<Promise<boolean>>();
  private closing = false;

  constructor(
    @InjectRepository(JobLease) private readonly leases: Repository<JobLease>,
    private readonly config: AppConfig,
  ) {}

  private get mysql(): boolean {
    return this.leases.manager.connection.options.type !== 'better-sqlite3';
  }

  /** The database's "now, plus `offsetMs`" as an SQL expression in the stored date format. */
  private dbTime(offsetMs = 0): string {
    const ms = Math.round(offsetMs);
    return this.mysql
      ? `DATE_ADD(UTC_TIMESTAMP(3), INTERVAL ${ms * 1000} MICROSECOND)`
      : `strftime('%Y-%m-%d %H:%M:%f', 'now', '${ms / 1000} seconds')`;
  }

  /** The database server's current time. */
  async now(): Promise<Date> {
    const [{ now }] = await this.leases.query(`SELECT ${this.dbTime()} AS now`);
    return now instanceof Date ? now : new Date(`${String(now).replace(' ', 'T')}Z`);
  }

  /**
   * Takes the lease as soon as it is free, trying for at most `waitMs`; true when this process now
   * holds it. What a job's scheduled run uses for its working lease: a replica that died holding it
   * keeps it until it lapses, up to JOB_LEASE_SECONDS after its period's claim lapsed.
   */
  async acquireWithin(name: string, waitMs: number): Promise<boolean> {
    const deadline = performance.now() + waitMs;
    for (;;) {
      if (await this.acquire(name)) return true;
      if (this.closing || performance.now() >= deadline) return false;
      await new Promise((done) => setTimeout(done, ACQUIRE_RETRY_MS));
    }
  }

  /** Takes the lease for `ttlMs` if nobody holds it (or it lapsed); true when this process now holds it. */
  async acquire(name: string, ttlMs = this.config.jobs.leaseSeconds * 1000): Promise<boolean> {
    if (this.closing) return false;
    const attempt = this.tryAcquire(name, ttlMs);
    this.acquiring.add(attempt);
    try {
      return await attempt;
    } finally {
      this.acquiring.delete(attempt);
    }
  }

  private async tryAcquire(name: string, ttlMs: number): Promise<boolean> {
    // A plain read first: a lease someone holds is answered at once, without touching its row. Its
    // holder may have the row locked in a long writing transaction (confirm()); an insert or update
    // of that row would wait for it, and (MySQL/MariaDB) the insert's waiting lock would in turn hold
    // up every other claim inserting a name next to it, on every replica.
    const [current] = await this.leases.query(
      `SELECT expiresAt > ${this.dbTime()} AS held FROM job_leases WHERE name = ?`,
      [name],
    );
    if (current && Number(current.held)) return false;
    await this.leases
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({ name, holder: '', expiresAt: EPOCH, createdAt: new Date(), updatedAt: new Date() })
      .orIgnore()
      .execute();
    const result = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: this.holder, expiresAt: () => this.dbTime(ttlMs), updatedAt: new Date() })
      .where(`name = :name AND expiresAt <= ${this.dbTime()}`, { name })
      .execute();
    if (result.affected !== 1) return false;
    this.held.add(name);
    return true;
  }

  /** Extends a lease this process still holds by `ttlMs` from the database's now; false if it was lost. */
  async renew(name: string, ttlMs = this.config.jobs.leaseSeconds * 1000): Promise<boolean> {
    const result = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ expiresAt: () => this.dbTime(ttlMs), updatedAt: new Date() })
      .where(`name = :name AND holder = :holder AND expiresAt > ${this.dbTime()}`, { name, holder: this.holder })
      .execute();
    return result.affected === 1;
  }

  /** Keeps a lease this process holds until `until` (a period's end), with no heartbeat. */
  async holdUntil(name: string, until: Date): Promise<void> {
    await this.leases.update({ name, holder: this.holder }, { expiresAt: until, updatedAt: new Date() });
    this.held.delete(name);
  }

  /** Gives a lease up now, so another replica may take it at once. */
  async release(name: string): Promise<void> {
    this.held.delete(name);
    await this.leases.update({ name, holder: this.holder }, { expiresAt: EPOCH, updatedAt: new Date() });
  }

  /** See HeldLease.confirm. */
  async confirm(manager: EntityManager, name: string): Promise<void> {
    // The row is locked through its primary key: a locking read through the unique name index also
    // locks the gap before the name (MariaDB), which would stop every claim inserting a neighbouring
    // name until this transaction ends. A lease row keeps its id while it is held.
    const [lease] = await manager.query('SELECT id FROM job_leases WHERE name = ?', [name]);
    const rows: unknown[] = await manager.query(
      `SELECT id FROM job_leases WHERE id = ? AND holder = ? AND expiresAt > ${this.dbTime()}` +
        (this.mysql ? ' FOR UPDATE' : ''),
      [lease?.id ?? 0, this.holder],
    );
    if (rows.length !== 1) throw new LeaseLostError(name);
  }

  async stillHeld(name: string): Promise<boolean> {
    const count = await this.leases
      .createQueryBuilder('lease')
      .where(`lease.name = :name AND lease.holder = :holder AND lease.expiresAt > ${this.dbTime()}`, {
        name,
        holder: this.holder,
      })
      .getCount();
    return count === 1;
  }

  /** When the named lease lapses (null when it is free now), by the database's clock. */
  async busyUntil(name: string): Promise<Date | null> {
    const lease = await this.leases
      .createQueryBuilder('lease')
      .where(`lease.name = :name AND lease.expiresAt > ${this.dbTime()}`, { name })
      .getOne();
    return lease?.expiresAt ?? null;
  }

  /**
   * Runs `work` under the named lease, renewing it every JOB_LEASE_HEARTBEAT_SECONDS while it
   * runs, and releases it afterwards. Null when someone else holds it (for longer than `waitMs`).
   * The work writes its result in a transaction that first calls `confirm()`.
   */
  async runUnderLease<T>(
    name: string,
    work: (lease: HeldLease) => Promise<T>,
    { keepUntil, waitMs = 0 }: LeaseTerms = {},
  ): Promise<{ result: T } | null> {
    if (!(await this.acquireWithin(name, waitMs))) return null;
    let renewal: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => {
      renewal = this.renew(name).then(
        (kept) => {
          if (!kept) this.logger.warn(`Lease ${name} was lost while its job ran`);
        },
        (error: Error) => this.logger.warn(`Renewing lease ${name} failed: ${error.message}`),
      );
    }, this.config.jobs.heartbeatSeconds * 1000);
    heartbeat.unref();
    let succeeded = false;
    try {
      const result = await work({
        name,
        stillHeld: () => this.stillHeld(name),
        confirm: (manager) => this.confirm(manager, name),
      });
      succeeded = true;
      return { result };
    } finally {
      clearInterval(heartbeat);
      // A renewal still on its way would land after the hold below and cut the kept claim back to
      // one lease length: the period would then run again once it lapsed.
      await renewal;
      const end = succeeded && keepUntil ? this.holdUntil(name, keepUntil) : this.release(name);
      await end.catch((error: Error) => this.logger.warn(`Releasing ${name}: ${error.message}`));
    }
  }

  /**
   * A named point in time that is no lease (a cool-down on the app's clock): set whoever holds
   * the row, read back as is.
   */
  async setMark(name: string, until: Date): Promise<void> {
    await this.leases
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({ name, holder: '', expiresAt: EPOCH, createdAt: new Date(), updatedAt: new Date() })
      .orIgnore()
      .execute();
    await this.leases.update({ name }, { holder: this.holder, expiresAt: until, updatedAt: new Date() });
  }

  async markedUntil(name: string): Promise<Date | null> {
    return (await this.leases.findOneBy({ name }))?.expiresAt ?? null;
  }

  /** Deletes the per-period claims of a job that ended more than a day ago. */
  async prune(prefix: string): Promise<void> {
    await this.leases
      .createQueryBuilder()
      .delete()
      .from(JobLease)
      .where(`name LIKE :prefix AND expiresAt < ${this.dbTime(-86_400_000)}`, { prefix: `${prefix}%` })
      .execute();
  }

  /** On shutdown every lease this process holds is given up, so a survivor takes its jobs at once. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.acquiring]);
    const names = [...this.held];
    if (names.length === 0) return;
    await Promise.all(names.map((name) => this.release(name))).then(
      () => this.logger.log(`Released job leases: ${names.join(', ')}`),
      (error: Error) => this.logger.warn(`Releasing job leases failed: ${error.message}`),
    );
  }
}
