import { Injectable } from '@nestjs/common';
import { AlertQueue } from './alert-queue.js';

/** Without Redis the outbox table is the queue: every replica's AlertWorker polls it for due rows. */
@Injectable()
export class DatabaseAlertQueue extends AlertQueue {
  async schedule(): Promise<void> {
    // Nothing to hand over: the rows are the queue.
  }
}
