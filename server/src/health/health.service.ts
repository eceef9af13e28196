import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: string; latencyMs: number };
  uptimeSeconds: number;
}

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthReport> {
    const started = performance.now();
    const ok = await this.dataSource.query('SELECT 1 AS ok').then(
      () => true,
      () => false,
    );
    return {
      status: ok ? 'ok' : 'degraded',
      database: {
        ok,
        driver: this.dataSource.options.type,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
