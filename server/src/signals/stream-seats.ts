import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

/**
 * The open signal streams of each user on every replica together, in Redis (a sorted set per user,
 * by opening time): taking a seat answers which streams are now beyond SIGNALS_STREAMS_PER_USER,
 * oldest first, wherever they are open. Entries of a replica that died go when their stream's
 * longest lifetime has passed. Without Redis, or while it fails, the answer is null and each
 * replica counts only its own streams.
 */
@Injectable()
export class StreamSeats {
  private readonly logger = new Logger(StreamSeats.name);
  /** A stream lasts at most SIGNALS_STREAM_MAX_MINUTES + 10%; a seat older than this is stale. */
  private readonly staleAfterMs: number;

  constructor(
    private readonly redis: RedisService,
    private readonly config: AppConfig,
  ) {
    this.staleAfterMs = config.signals.streamMaxMinutes * 60_000 * 1.1 + 60_000;
  }

  /** Seats stream `id` of the user; the ids of their streams now over the limit, or null when not shared. */
  async take(userId: number, id: string): Promise<string[] | null> {
    const client = this.redis.client;
    if (!client) return null;
    const key = this.keyOf(userId);
    const now = Date.now();
    const keep = this.config.signals.streamsPerUser;
    try {
      const results = await client
        .multi()
        .zremrangebyscore(key, '-inf', now - this.staleAfterMs)
        .zadd(key, now, id)
        .zrange(key, 0, -(keep + 1))
        .zremrangebyrank(key, 0, -(keep + 1))
        .pexpire(key, this.staleAfterMs)
        .exec();
      const over = results?.[2];
      if (!over || over[0]) throw over?.[0] ?? new Error('no answer');
      return over[1] as string[];
    } catch (error) {
      this.logger.warn(`Counting the streams of user ${userId}: ${(error as Error).message}`);
      return null;
    }
  }

  /** Frees the seat of a stream that ended. */
  release(userId: number, id: string): void {
    this.redis.client?.zrem(this.keyOf(userId), id).catch(() => undefined);
  }

  private keyOf(userId: number): string {
    return `${this.config.redisKeyPrefix}streams:${userId}`;
  }
}
