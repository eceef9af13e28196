import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { AlertDispatcher } from './alert-dispatcher.service.js';
import { ALERTS_QUEUE, bullConnection } from './queue/bull-connection.js';

const BATCH = 50;
/** With BullMQ, the outbox is swept this often for deliveries Redis lost or never took. */
const SWEEP_MS = 30_000;
const SWEEP_OVERDUE_MS = 60_000;

/**
 * Works the outbox on this replica: with Redis, a BullMQ worker takes the jobs as they fall due
 * and a slow sweep catches any Redis dropped; without, the outbox is polled every
 * ALERTS_DISPATCH_SECONDS. Claims in the dispatcher keep two replicas off the same delivery.
 */
@Injectable()
export class AlertWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertWorker.name);
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dispatcher: AlertDispatcher,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    if (this.config.redisUrl) {
      this.worker = new Worker(ALERTS_QUEUE, (job) => this.dispatcher.deliver(Number(job.data.id)), {
        connection: bullConnection(this.config, true),
        prefix: `${this.config.redisKeyPrefix}bull`,
        concurrency: 5,
      });
      this.worker.on('error', (error) => this.logger.warn(`Alert worker: ${error.message}`));
      this.timer = setInterval(() => void this.drain(SWEEP_OVERDUE_MS), SWEEP_MS);
    } else {
      this.timer = setInterval(() => void this.drain(0), this.config.alerts.dispatchSeconds * 1000);
    }
    this.timer.unref();
  }

  /** Sends what is due (overdue by at least `overdueByMs`); one pass at a time on this replica. */
  drain(overdueByMs = 0): Promise<void> {
    this.running ??= this.pass(overdueByMs).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.worker?.close().catch(() => undefined);
    await this.running;
  }

  private async pass(overdueByMs: number): Promise<void> {
    try {
      for (const id of await this.dispatcher.due(BATCH, overdueByMs)) await this.dispatcher.deliver(id);
    } catch (error) {
      // A database outage: the next pass tries again.
      this.logger.warn(`Alert dispatch pass failed: ${(error as Error).message}`);
    }
  }
}
