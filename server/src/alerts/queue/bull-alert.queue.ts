import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config.js';
import { bullConnection, ALERTS_QUEUE } from './bull-connection.js';
import { AlertQueue, type ScheduledDelivery } from './alert-queue.js';

/**
 * With Redis, deliveries go through a BullMQ queue: the job carries the outbox id and waits until
 * the delivery's time (a retry's backoff, a plan's signal delay). The job id names the attempt,
 * so handing the same attempt over twice adds one job. If Redis does not take it, the outbox row
 * still waits, and the worker's sweep sends it.
 */
@Injectable()
export class BullAlertQueue extends AlertQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(BullAlertQueue.name);
  private readonly queue: Queue;

  constructor(config: AppConfig) {
    super();
    this.queue = new Queue(ALERTS_QUEUE, {
      connection: bullConnection(config, false),
      prefix: `${config.redisKeyPrefix}bull`,
      defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 1000 },
    });
    this.queue.on('error', (error) => this.logger.warn(`Alert queue: ${error.message}`));
  }

  async schedule(deliveries: ScheduledDelivery[]): Promise<void> {
    if (!deliveries.length) return;
    const now = Date.now();
    await this.queue
      .addBulk(
        deliveries.map((delivery) => ({
          name: 'deliver',
          data: { id: delivery.id },
          opts: {
            jobId: `${delivery.id}-${delivery.nextAttemptAt.getTime()}`,
            delay: Math.max(0, delivery.nextAttemptAt.getTime() - now),
          },
        })),
      )
      .catch((error: Error) => this.logger.warn(`Alert queue unavailable, the sweep will send them: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }
}
