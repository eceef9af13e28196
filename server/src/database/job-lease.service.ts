import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { JobLease } from './job-lease.entity.js';

/**
 * Leases on named jobs in the database: whoever holds an unexpired lease runs the job; everyone
 * else (another replica, or the same one during a cool-down) stays out. Acquiring is one
 * conditional UPDATE, so it is decided by the database on both drivers.
 */
@Injectable()
export class JobLeaseService {
  /** This process, as a lease holder. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    @InjectRepository(JobLease) private readonly leases: Repository<JobLease>,
    private readonly clock: Clock,
  ) {}

  /** Takes the lease for `ttlMs` if nobody holds it; true when this process now holds it. */
  async acquire(name: string, ttlMs: number): Promise<boolean> {
    const now = this.clock.now();
    await this.leases
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({ name, holder: '', expiresAt: new Date(0), createdAt: now, updatedAt: now })
      .orIgnore()
      .execute();
    const result = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: this.holder, expiresAt: new Date(now.getTime() + ttlMs), updatedAt: now })
      .where('name = :name AND expiresAt <= :now', { name, now })
      .execute();
    return result.affected === 1;
  }

  /** Keeps (or shortens) a lease this process holds until `until`: a cool-down, or a release with now. */
  async holdUntil(name: string, until: Date): Promise<void> {
    await this.leases.update({ name, holder: this.holder }, { expiresAt: until, updatedAt: this.clock.now() });
  }

  /** When the named job may next start (null when it is free now). */
  async busyUntil(name: string): Promise<Date | null> {
    const lease = await this.leases.findOneBy({ name });
    return lease && lease.expiresAt > this.clock.now() ? lease.expiresAt : null;
  }
}
