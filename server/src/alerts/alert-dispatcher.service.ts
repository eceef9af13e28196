import { AccessPolicy } from '../access/access-policy.js';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { AppConfig } from '../config/app-config.js';
import { AlertDelivery } from './alert-delivery.entity.js';
import { AlertSettings } from './alert-settings.entity.js';
import { Metrics } from '../metrics/metrics.js';
import { DeliveryError } from './channels/alert-channel.js';
import { AlertChannels } from './channels/alert-channels.js';
import { AlertQueue } from './queue/alert-queue.js';

/** How long a dispatcher holds a delivery it is sending; after that another may take it. */
const CLAIM_MS = 60_000;
/** Waits before the 2nd, 3rd, … attempt; the last one repeats. */
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000];

export type DeliveryResult = 'sent' | 'retrying' | 'dead' | 'dropped' | 'not-due';

/**
 * Sends one outbox row through its channel, whichever queue handed it over. A delivery is
 * claimed by a conditional update first, so two replicas never send the same row; after the
 * send it is marked sent, scheduled again with backoff, or given up (dead) after
 * ALERTS_MAX_ATTEMPTS or an answer that waiting cannot change. Market alerts whose trader has
 * lost access by then, and alerts to a channel turned off since, are dropped.
 */
@Injectable()
export class AlertDispatcher {
  private readonly logger = new Logger(AlertDispatcher.name);

  constructor(
    @InjectRepository(AlertDelivery) private readonly deliveries: Repository<AlertDelivery>,
    @InjectRepository(AlertSettings) private readonly settings: Repository<AlertSettings>,
    private readonly access: AccessPolicy,
    private readonly queue: AlertQueue,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly channels: AlertChannels,
    private readonly metrics: Metrics,
  ) {
    // From the outbox, so the same on every replica whichever queue (BullMQ or the table) carries it.
    metrics.readAtScrape(metrics.alertQueueDepth, async () => {
      const rows = await this.deliveries
        .createQueryBuilder('delivery')
        .select('delivery.channel', 'channel')
        .addSelect('COUNT(*)', 'count')
        .where('delivery.status = :pending', { pending: 'pending' })
        .groupBy('delivery.channel')
        .getRawMany<{ channel: string; count: string | number }>();
      return rows.map((row) => ({ labels: { channel: row.channel }, value: Number(row.count) }));
    });
  }

  /** The ids of deliveries due now (and not held by a live claim), oldest first. */
  async due(limit: number, overdueByMs = 0): Promise<number[]> {
    const now = this.clock.now();
    const rows = await this.deliveries.find({
      where: [
        {
          status: 'pending',
          nextAttemptAt: LessThanOrEqual(new Date(now.getTime() - overdueByMs)),
          claimedUntil: IsNull(),
        },
        {
          status: 'pending',
          nextAttemptAt: LessThanOrEqual(new Date(now.getTime() - overdueByMs)),
          claimedUntil: LessThan(now),
        },
      ],
      select: { id: true },
      order: { nextAttemptAt: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  async deliver(id: number): Promise<DeliveryResult> {
    const now = this.clock.now();
    const claim = await this.deliveries
      .createQueryBuilder()
      .update(AlertDelivery)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
      .where('id = :id AND status = :pending AND nextAttemptAt <= :now', { id, pending: 'pending', now })
      .andWhere('(claimedUntil IS NULL OR claimedUntil < :now)', { now })
      .execute();
    if (!claim.affected) return 'not-due';

    const delivery = await this.deliveries.findOneByOrFail({ id });
    const [state, settings] = await Promise.all([
      this.access.stateOf(delivery.userId),
      this.settings.findOneBy({ userId: delivery.userId }),
    ]);
    const sender = this.channels.get(delivery.channel);
    // A deleted account is disabled too.
    if (!state || state.disabled || !settings) return this.finish(delivery, 'dropped', 'The account is gone');
    if (delivery.needsAccess && !this.access.paidAccess(state, now))
      return this.finish(delivery, 'dropped', 'The subscription has lapsed');
    const recipient = { email: state.email, settings };
    if (!sender.reachable(recipient)) return this.finish(delivery, 'dropped', `The ${delivery.channel} channel is off`);

    try {
      await sender.send(delivery, recipient, await this.ledger.witness());
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError((error as Error).message ?? String(error), true);
      this.metrics.alertFailures.inc({ channel: delivery.channel });
      return this.failed(delivery, failure);
    }
    this.metrics.alertDeliveries.inc({ channel: delivery.channel });
    await this.deliveries.update(
      { id },
      {
        status: 'sent',
        sentAt: this.clock.now(),
        attempts: delivery.attempts + 1,
        claimedUntil: null,
        lastError: null,
      },
    );
    return 'sent';
  }

  private async failed(delivery: AlertDelivery, error: DeliveryError): Promise<DeliveryResult> {
    const attempts = delivery.attempts + 1;
    const message = error.message.slice(0, 300);
    if (!error.retryable || attempts >= this.config.alerts.maxAttempts) {
      this.logger.warn(`Alert ${delivery.id} (${delivery.channel}) given up after ${attempts} attempt(s): ${message}`);
      await this.deliveries.update(
        { id: delivery.id },
        { status: 'dead', attempts, lastError: message, claimedUntil: null },
      );
      return 'dead';
    }
    const wait = Math.max(error.retryAfterMs ?? 0, BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]);
    const nextAttemptAt = new Date(this.clock.now().getTime() + wait);
    await this.deliveries.update(
      { id: delivery.id },
      { status: 'pending', attempts, lastError: message, nextAttemptAt, claimedUntil: null },
    );
    await this.queue.schedule([{ id: delivery.id, nextAttemptAt }]);
    return 'retrying';
  }

  private async finish(delivery: AlertDelivery, status: 'dropped', reason: string): Promise<DeliveryResult> {
    await this.deliveries.update({ id: delivery.id }, { status, lastError: reason, claimedUntil: null });
    return status;
  }
}
