/** A delivery waiting for its attempt: its outbox id, and when it may go. */
export interface ScheduledDelivery {
  id: number;
  nextAttemptAt: Date;
}

/**
 * What hands outbox rows to the dispatcher: BullMQ on Redis when REDIS_URL is set, the database
 * outbox polled by every replica otherwise. Either way the row in the database decides whether a
 * delivery is still due, so a job handed over twice is sent once.
 */
export abstract class AlertQueue {
  /** New or retried deliveries; the database queue finds them by itself. */
  abstract schedule(deliveries: ScheduledDelivery[]): Promise<void>;
}
