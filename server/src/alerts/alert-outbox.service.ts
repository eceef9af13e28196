import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AlertDelivery, type AlertChannel, type AlertEvent } from './alert-delivery.entity.js';
import { AlertQueue } from './queue/alert-queue.js';

/** An alert to add to the outbox; its key makes adding it twice a no-op. */
export interface NewAlert {
  userId: number;
  channel: AlertChannel;
  event: AlertEvent;
  /** Unique per alert and channel, e.g. "new-signal:42:7:telegram". */
  dedupeKey: string;
  subject: string;
  text: string;
  link: string | null;
  data: Record<string, unknown>;
  needsAccess: boolean;
  /** When it may go out: a new signal waits for the trader's plan delay. */
  notBefore: Date;
}

const CHUNK = 200;

/**
 * The alerts outbox: every alert is a row before it is anything else, inserted once by its key
 * (whichever replica produces it, however often), then handed to the queue that delivers it.
 */
@Injectable()
export class AlertOutbox {
  constructor(
    @InjectRepository(AlertDelivery) private readonly deliveries: Repository<AlertDelivery>,
    private readonly queue: AlertQueue,
  ) {}

  /** Adds the alerts not there yet; returns how many of them are waiting to go out. */
  async add(alerts: NewAlert[]): Promise<number> {
    let added = 0;
    const now = new Date();
    for (let start = 0; start < alerts.length; start += CHUNK) {
      const chunk = alerts.slice(start, start + CHUNK);
      await this.deliveries
        .createQueryBuilder()
        .insert()
        .values(
          chunk.map((alert) => ({
            // A bulk insert runs no entity hooks: the timestamps are set here.
            createdAt: now,
            updatedAt: now,
            userId: alert.userId,
            channel: alert.channel,
            event: alert.event,
            dedupeKey: alert.dedupeKey.slice(0, 191),
            subject: alert.subject.slice(0, 200),
            text: alert.text,
            link: alert.link,
            data: alert.data as never,
            needsAccess: alert.needsAccess,
            status: 'pending' as const,
            attempts: 0,
            nextAttemptAt: alert.notBefore,
            claimedUntil: null,
            lastError: null,
            sentAt: null,
          })),
        )
        .orIgnore()
        .execute();
      // Read back by key: the insert's own result differs by driver when rows were ignored.
      const rows = await this.deliveries.find({
        where: { dedupeKey: In(chunk.map((alert) => alert.dedupeKey.slice(0, 191))), attempts: 0, status: 'pending' },
        select: { id: true, nextAttemptAt: true },
      });
      await this.queue.schedule(rows);
      added += rows.length;
    }
    return added;
  }
}
