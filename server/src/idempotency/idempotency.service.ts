import { setTimeout as sleep } from 'node:timers/promises';
import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { IdempotentRequest } from './idempotent-request.entity.js';

/** How long an answer is kept for its key: long enough for any retry a person or a client makes. */
export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/** A claim whose request has not answered by then belongs to a request that died: it is taken over. */
const ABANDONED_AFTER_MS = 60 * 1000;
/** How long a duplicate waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 15 * 1000;
const POLL_MS = 100;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * The store behind Idempotency-Key: one row per key and caller, in the shared database, so that
 * replicas see each other's claims. Whichever request inserts the row first does the work; the
 * others wait for its answer and return that.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectRepository(IdempotentRequest) private readonly requests: Repository<IdempotentRequest>,
    private readonly clock: Clock,
  ) {}

  /** Null: this request holds the key and does the work. Otherwise the answer the key already has. */
  async claim(scope: string, idempotencyKey: string, fingerprint: string): Promise<StoredAnswer | null> {
    const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = this.clock.now();
      try {
        await this.requests.insert({
          scope,
          idempotencyKey,
          fingerprint,
          statusCode: null,
          responseBody: null,
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS),
        });
        return null;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const existing = await this.requests.findOneBy({ scope, idempotencyKey });
      if (!existing) continue;
      const abandoned =
        existing.statusCode === null && existing.createdAt.getTime() <= now.getTime() - ABANDONED_AFTER_MS;
      if (existing.expiresAt.getTime() <= now.getTime() || abandoned) {
        await this.requests.delete({ id: existing.id, updatedAt: existing.updatedAt });
        continue;
      }
      if (existing.fingerprint !== fingerprint)
        throw new UnprocessableEntityException(
          'This Idempotency-Key was already used for a different request. Send a new key with a new request',
        );
      if (existing.statusCode !== null)
        return { statusCode: existing.statusCode, body: JSON.parse(existing.responseBody ?? 'null') };
      if (Date.now() >= giveUpAt)
        throw new ConflictException(
          'The same request is still being processed. Please wait a moment, then check before trying again',
        );
      await sleep(POLL_MS);
    }
  }

  /** Keeps the answer for the rest of the window. */
  async complete(scope: string, idempotencyKey: string, answer: StoredAnswer): Promise<void> {
    await this.requests.update(
      { scope, idempotencyKey, statusCode: IsNull() },
      {
        statusCode: answer.statusCode,
        responseBody: JSON.stringify(answer.body ?? null),
        updatedAt: this.clock.now(),
      },
    );
  }

  /** Lets the key go after a failure of ours, so that a retry does the work again. */
  async release(scope: string, idempotencyKey: string): Promise<void> {
    await this.requests.delete({ scope, idempotencyKey, statusCode: IsNull() });
  }

  /** Forgets keys whose window has passed. */
  async sweep(): Promise<void> {
    await this.requests.delete({ expiresAt: LessThanOrEqual(this.clock.now()) });
  }
}
