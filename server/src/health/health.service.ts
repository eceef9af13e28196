import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { RedisService, type RedisHealth } from '../redis/redis.service.js';
import { DatabaseProbe } from './database-probe.js';

/** A database that does not answer within this long counts as down (a blackholed link would hang). */
const DATABASE_TIMEOUT_MS = 2000;
const REMEASURE_MS = 1000;

/** The probe is never answered from a cache: a stored "ok" would hide an outage. */
export const HEALTH_CACHE_CONTROL = 'no-store';

export class DatabaseHealthDto {
  @ApiProperty()
  ok!: boolean;

  @ApiProperty({ example: 'better-sqlite3' })
  driver!: string;

  @ApiProperty()
  latencyMs!: number;

  @ApiProperty({ required: false, description: 'Why the database did not answer.' })
  error?: string;
}

export class RedisHealthDto implements RedisHealth {
  @ApiProperty({ description: 'Whether REDIS_URL is set.' })
  configured!: boolean;

  @ApiProperty({ type: Boolean, nullable: true, description: 'null when Redis is not configured.' })
  ok!: boolean | null;

  @ApiProperty({ required: false })
  latencyMs?: number;

  @ApiProperty({ required: false, description: 'Why Redis did not answer.' })
  error?: string;
}

export class HealthReport {
  @ApiProperty({
    enum: ['ok', 'degraded', 'down'],
    description: 'ok: all parts answer; degraded: Redis is down (per-instance fallbacks); down: the database is.',
  })
  status!: 'ok' | 'degraded' | 'down';

  @ApiProperty()
  database!: DatabaseHealthDto;

  @ApiProperty()
  redis!: RedisHealthDto;

  @ApiProperty()
  uptimeSeconds!: number;
}

@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly probe: DatabaseProbe;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {
    this.probe = new DatabaseProbe(dataSource);
  }

  onApplicationShutdown(): void {
    this.probe.drop();
  }

  private recent: { at: number; report: Promise<HealthReport> } | null = null;

  /**
   * The state of every part, measured at most once a second: probes from a load balancer and
   * several replicas' orchestrators share one measurement instead of each querying the database.
   */
  check(): Promise<HealthReport> {
    const now = performance.now();
    if (this.recent && now - this.recent.at < REMEASURE_MS) return this.recent.report;
    const report = this.measure();
    this.recent = { at: now, report };
    return report;
  }

  private async measure(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.database(), this.redis.health()]);
    return {
      status: !database.ok ? 'down' : redis.ok === false ? 'degraded' : 'ok',
      database,
      redis,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  private async database(): Promise<HealthReport['database']> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const error = await Promise.race([
      this.probe.ask().then(() => undefined),
      new Promise<string>((done) => {
        timer = setTimeout(() => {
          this.probe.drop();
          done(`no answer within ${DATABASE_TIMEOUT_MS} ms`);
        }, DATABASE_TIMEOUT_MS);
      }),
      // The driver's own message may name hosts; the log has it, this public answer does not.
    ]).catch(() => 'the query failed (connection refused or lost)');
    clearTimeout(timer);
    return {
      ok: error === undefined,
      driver: this.dataSource.options.type,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
      ...(error !== undefined && { error }),
    };
  }
}
