import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

/** What a listener is told: drop this key, or (key undefined) drop everything. */
export type InvalidationListener = (key: string | undefined) => void;

interface InvalidationMessage {
  topic: string;
  key?: string;
  from: string;
}

/** Each process sends itself this message through Redis, to notice a subscription gone silent. */
const ECHO_TOPIC = 'echo';
/** Tells every other replica to drop everything: messages from the sender were lost. */
const EVERYTHING_TOPIC = '*';
const ECHO_EVERY_MS = 1000;
/**
 * Without its own echo for this long, the subscription is presumed silent (a paused or
 * blackholed Redis keeps the connection open and says nothing): the bound on how long a change
 * made on another replica can go unnoticed here.
 */
export const ECHO_LOST_AFTER_MS = 3000;

/**
 * Tells every in-memory cache of this process, and of every other replica through Redis pub/sub
 * when REDIS_URL is set, that something changed. Without Redis only this process hears it.
 * While the subscription to Redis is down or silent (no echo of its own message for
 * ECHO_LOST_AFTER_MS), messages from other replicas may be lost: `live` turns false so caches
 * stop trusting what they hold, and when the echo comes back every listener drops everything.
 * A replica whose own messages could not be sent tells the others to drop everything then too.
 */
@Injectable()
export class InvalidationBus implements OnModuleDestroy {
  private readonly logger = new Logger(InvalidationBus.name);
  private readonly listeners = new Map<string, Set<InvalidationListener>>();
  private readonly instance = randomUUID();
  private readonly channel: string;
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private subscribed = false;
  /** When this process last heard its own echo (performance.now()); 0 before the first. */
  private lastEcho = 0;
  /** A message of ours may not have reached the others since the last echo. */
  private unsent = false;
  private echoTimer?: NodeJS.Timeout;

  constructor(config: AppConfig, redis: RedisService) {
    this.channel = `${config.redisKeyPrefix}invalidate`;
    if (!redis.client) return;
    this.publisher = redis.client;
    // A subscriber must queue its SUBSCRIBE until connected, and waits for messages without a timeout.
    this.subscriber = redis.create({ enableOfflineQueue: true, commandTimeout: undefined });
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.subscriber.on('ready', () => {
      void this.subscriber!.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          // Anything published while we were away is lost: start clean.
          this.notifyAll(undefined);
          this.sendEcho();
        },
        (error: Error) => this.logger.warn(`Redis subscribe: ${error.message}`),
      );
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.echoTimer = setInterval(() => this.sendEcho(), ECHO_EVERY_MS);
    this.echoTimer.unref();
  }

  /**
   * True when every change made anywhere reaches this process: no Redis, or subscribed to it and
   * hearing its own echo.
   */
  get live(): boolean {
    return !this.subscriber || (this.subscribed && this.echoHeard());
  }

  /** Whether changes made on other replicas reach this one through Redis. */
  get shared(): boolean {
    return this.subscriber !== undefined;
  }

  on(topic: string, listener: InvalidationListener): void {
    const listeners = this.listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.listeners.set(topic, listeners);
  }

  /** Drops `key` (or everything under the topic) here at once, and on the other replicas. */
  publish(topic: string, key?: string): void {
    this.notify(topic, key);
    if (!this.publisher) return;
    const message: InvalidationMessage = { topic, key, from: this.instance };
    this.publisher.publish(this.channel, JSON.stringify(message)).catch((error: Error) => {
      this.unsent = true;
      this.logger.warn(`Redis publish: ${error.message}`);
    });
  }

  onModuleDestroy(): void {
    clearInterval(this.echoTimer);
  }

  private echoHeard(): boolean {
    return this.lastEcho > 0 && performance.now() - this.lastEcho < ECHO_LOST_AFTER_MS;
  }

  private sendEcho(): void {
    if (!this.subscribed) return;
    const echo: InvalidationMessage = { topic: ECHO_TOPIC, from: this.instance };
    // A failed echo is what the silence check notices; nothing to log every second.
    this.publisher!.publish(this.channel, JSON.stringify(echo)).catch(() => undefined);
  }

  private receive(raw: string): void {
    let message: InvalidationMessage;
    try {
      message = JSON.parse(raw) as InvalidationMessage;
    } catch {
      return;
    }
    if (typeof message.topic !== 'string') return;
    if (message.from === this.instance) {
      if (message.topic === ECHO_TOPIC) this.echoed();
      return;
    }
    if (message.topic === EVERYTHING_TOPIC) this.notifyAll(undefined);
    else if (message.topic !== ECHO_TOPIC)
      this.notify(message.topic, typeof message.key === 'string' ? message.key : undefined);
  }

  /** Our own echo: the subscription works. After a silence, what was missed is dropped everywhere. */
  private echoed(): void {
    const wasSilent = !this.echoHeard();
    this.lastEcho = performance.now();
    if (wasSilent) this.notifyAll(undefined);
    if (!this.unsent) return;
    this.unsent = false;
    const everything: InvalidationMessage = { topic: EVERYTHING_TOPIC, from: this.instance };
    this.publisher!.publish(this.channel, JSON.stringify(everything)).catch(() => (this.unsent = true));
  }

  private notify(topic: string, key: string | undefined): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(key);
  }

  private notifyAll(key: string | undefined): void {
    for (const listeners of this.listeners.values()) for (const listener of listeners) listener(key);
  }
}
