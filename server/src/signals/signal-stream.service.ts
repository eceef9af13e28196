import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Injectable, Logger, type MessageEvent, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Observable } from 'rxjs';
import { Between, In, MoreThan, Repository } from 'typeorm';
import type { AuthUser } from '../access/current-user.decorator.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { SIGNALS_CHANGED_TOPIC } from './active-signals.cache.js';
import {
  RESUME_WINDOW_MS,
  closingEvent,
  eventsSince,
  newSignalEvent,
  parseEventId,
  toMessage,
  visibleAt,
  type SignalEvent,
  type SignalEventId,
} from './signal-events.js';
import { Signal } from './signal.entity.js';
import { SlicedBroadcast } from './sliced-broadcast.js';
import { AccessPolicy } from '../access/access-policy.js';
import { StreamSeats } from './stream-seats.js';

/** What a stream was opened with: the reader's plan delay, and the token generation of its access token. */
interface OpenedWith {
  delay: number;
  generation: number;
  /** Ends the stream with the `ended` event: a newer stream of the same user took its seat. */
  replace: () => void;
}

/** Tells every replica to end one stream (by id) whose seat a newer stream of its user took. */
const STREAM_REPLACED_TOPIC = 'signal-stream-replaced';

/** The readers of one plan delay: what they have been told of, and their channel. */
interface DelayGroup {
  announced: Set<number>;
  events: SlicedBroadcast<MessageEvent>;
}

const HEARTBEAT: MessageEvent = { comment: 'heartbeat' };
/** Readers whose access is read back in one go when everyone's may have changed. */
const RECHECK_BATCH = 500;
/** Bytes a stream may hold unread by its reader (a few hundred signals) before it is closed. */
const SLOW_READER_BYTES = 1024 * 1024;

/**
 * GET /api/signals/stream. One process-wide view of the active signals, read again on every write
 * to the signals table made here or on another replica (the invalidation bus, through Redis when
 * REDIS_URL is set) and at the next moment something changes by itself (a signal expires, a
 * delayed plan's wait ends): each difference becomes one event, formatted once and handed to every
 * open stream of the plan delay it concerns, a slice of streams at a time so that a fan-out to
 * thousands never holds the event loop (SlicedBroadcast). A stream costs a listener on its group's
 * channel, which also carries the one heartbeat timer's comments, and a timer for its lifetime;
 * the database is read once per change, not once per reader.
 * A reconnecting client's missed events are read from the signals table (signal-events.ts).
 */
@Injectable()
export class SignalStream implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SignalStream.name);
  private readonly groups = new Map<number, DelayGroup>();
  /** Ends every open stream (at shutdown). */
  private readonly closers = new Set<() => void>();
  /** Each reader's open streams, with the plan delay and the token generation each was opened with. */
  private readonly readers = new Map<number, Map<() => void, OpenedWith>>();
  private heartbeat?: NodeJS.Timeout;
  private active = new Map<number, Signal>();
  private loaded!: Promise<void>;
  private reading: Promise<void> | null = null;
  private readOnce = false;
  private readAgain = false;
  private cancelWake?: () => void;
  private resync?: NodeJS.Timeout;
  /** Stream ids are this process's prefix and a counter. */
  private readonly instance = randomUUID().slice(0, 8);
  private streamsOpened = 0;
  /** Each open stream's `replace`, by id, for a replica that asks for it. */
  private readonly byId = new Map<string, () => void>();

  constructor(
    @InjectRepository(Signal) private readonly signals: Repository<Signal>,
    private readonly access: AccessPolicy,
    private readonly bus: InvalidationBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly seats: StreamSeats,
  ) {
    metrics.readAtScrape(metrics.streamsOpen, async () => this.streamCount());
  }

  onModuleInit(): void {
    this.loaded = this.read();
    this.bus.on(SIGNALS_CHANGED_TOPIC, () => void this.read());
    this.bus.on(STREAM_REPLACED_TOPIC, (id) => id !== undefined && this.byId.get(id)?.());
    // A plan that lapses or changes, a disabled account, sessions ended (a logout, a new password, two-factor
    // turned on, a new e-mail address): their streams end at once, here and on every replica, not at their lifetime's end.
    this.access.onChange((userId) => void this.recheck(userId));
    // Real time, whatever the application's clock: a safety net for writes nobody announced.
    this.resync = setInterval(() => void this.read(true), this.config.signals.streamResyncSeconds * 1000);
    this.resync.unref();
    // One timer for every stream.
    this.heartbeat = setInterval(() => {
      for (const group of this.groups.values()) if (group.events.size) group.events.send(HEARTBEAT);
    }, this.config.signals.streamHeartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.resync);
    clearInterval(this.heartbeat);
    this.cancelWake?.();
    this.closers.forEach((close) => close());
  }

  /**
   * The events for this reader from now on, after those they missed since `lastEventId` (read
   * from the database). The stream ends after about SIGNALS_STREAM_MAX_MINUTES, so that a client
   * reconnects and its access is checked again.
   */
  async open(user: AuthUser, lastEventId?: string, socket?: Writable): Promise<Observable<MessageEvent>> {
    const delay = await this.access.signalDelayOf(user.id);
    await this.loaded;
    const since = parseEventId(lastEventId);
    const group = this.group(delay);
    const lifetime = this.config.signals.streamMaxMinutes * 60_000 * (0.9 + Math.random() * 0.2);
    return new Observable<MessageEvent>((subscriber) => {
      // Live events wait while the missed ones are read, and are not sent twice.
      let waiting: MessageEvent[] | null = since ? [] : null;
      const stopListening = group.events.listen((event) => {
        if (waiting && event !== HEARTBEAT) return void waiting.push(event);
        // Closed, and its stream not yet torn down (that follows the socket's close): once is enough.
        if (socket?.destroyed) return;
        // A reader that lets this much pile up unread is not reading: its socket is closed rather
        // than kept holding memory; the client reconnects with its Last-Event-ID when it can.
        if (socket && socket.writableLength > SLOW_READER_BYTES) {
          this.metrics.streamsClosedSlow.inc();
          return void socket.destroy();
        }
        subscriber.next(event);
        if (event !== HEARTBEAT) this.metrics.streamDeliveries.inc();
      });
      const close = () => subscriber.complete();
      const replace = () => {
        subscriber.next(this.replacedEvent());
        subscriber.complete();
      };
      const id = `${this.instance}-${++this.streamsOpened}`;
      this.closers.add(close);
      this.byId.set(id, replace);
      const own = this.readers.get(user.id) ?? new Map<() => void, OpenedWith>();
      this.readers.set(user.id, own.set(close, { delay, generation: user.tokenGeneration, replace }));
      const end = setTimeout(close, lifetime);
      // Sessions ended between the token check and now: this stream ends too.
      void this.recheck(user.id);
      void this.seat(user.id, id);
      if (since) {
        this.missed(since, delay).then(
          (events) => {
            const sent = new Set(events.map((event) => event.id));
            events.forEach((event) => subscriber.next(event));
            waiting?.filter((event) => !sent.has(event.id)).forEach((event) => subscriber.next(event));
            waiting = null;
          },
          (error: Error) => subscriber.error(error),
        );
      }
      return () => {
        stopListening();
        this.closers.delete(close);
        this.byId.delete(id);
        this.seats.release(user.id, id);
        own.delete(close);
        if (!own.size && this.readers.get(user.id) === own) this.readers.delete(user.id);
        clearTimeout(end);
      };
    });
  }

  /**
   * Asks the access rules again for a reader whose access may have changed (every reader, for
   * undefined): streams of one who may no longer see signals, whose plan now shows them with
   * another delay, or whose sessions were ended since the stream opened (the token it was opened
   * with no longer works), end; the client reconnects and is answered as the rules say now.
   */
  private async recheck(userId: number | undefined): Promise<void> {
    const ids = userId === undefined ? [...this.readers.keys()] : this.readers.has(userId) ? [userId] : [];
    // Everyone's access is dropped at once by some writes (an update by criteria, the expiry job):
    // their readers are read back a batch at a time, not one query each.
    for (let start = 0; start < ids.length; start += RECHECK_BATCH) {
      const batch = ids.slice(start, start + RECHECK_BATCH);
      try {
        const states = await this.access.statesOf(batch);
        for (const id of batch) {
          const state = states.get(id);
          const delay =
            state && !state.disabled && this.access.paidAccess(state) ? await this.access.signalDelay(state) : null;
          for (const [close, opened] of this.readers.get(id) ?? [])
            if (opened.delay !== delay || opened.generation !== state?.tokenGeneration) close();
        }
      } catch (error) {
        this.logger.warn(`Checking the access of ${batch.length} reader(s): ${(error as Error).message}`);
      }
    }
  }

  /**
   * Keeps the user within SIGNALS_STREAMS_PER_USER open streams on every replica together: those
   * beyond it, oldest first, end with the `ended` event (so that the client falls back to polling
   * rather than taking a seat back at once). Without Redis, the streams of this process are counted.
   */
  private async seat(userId: number, id: string): Promise<void> {
    const over = await this.seats.take(userId, id);
    if (over) {
      for (const stale of over) this.bus.publish(STREAM_REPLACED_TOPIC, stale);
      return;
    }
    const own = [...(this.readers.get(userId)?.values() ?? [])];
    own.slice(0, Math.max(0, own.length - this.config.signals.streamsPerUser)).forEach((each) => each.replace());
  }

  private replacedEvent(): MessageEvent {
    const limit = this.config.signals.streamsPerUser;
    return {
      type: 'ended',
      data: JSON.stringify({
        reason: 'replaced',
        message: `A newer stream of this account took this one's place: at most ${limit} ${limit === 1 ? 'is' : 'are'} open at once.`,
      }),
    };
  }

  /** Open streams, every plan delay together. */
  streamCount(): number {
    return [...this.groups.values()].reduce((count, group) => count + group.events.size, 0);
  }

  private async missed(since: SignalEventId, delayMinutes: number): Promise<MessageEvent[]> {
    return (await this.eventsSince(since, delayMinutes)).map(toMessage);
  }

  /**
   * The events a reader waiting `delayMinutes` had after `since` (at most RESUME_WINDOW_MS ago),
   * oldest first, read from the signals table: what a reconnecting stream and the Expert Advisor's
   * feed are caught up on.
   */
  async eventsSince(since: SignalEventId, delayMinutes: number): Promise<SignalEvent[]> {
    const now = this.clock.now().getTime();
    const from = Math.max(since.at, now - RESUME_WINDOW_MS);
    const after = (moment: number) => MoreThan(new Date(moment));
    const rows = await this.signals.find({
      where: [
        { createdAt: after(from - delayMinutes * 60_000 - 1) },
        { updatedAt: after(from - 1) },
        { expiresAt: Between(new Date(from), new Date(now)) },
      ],
    });
    const start = since.at >= from ? since : { at: from - 1, signalId: 0, kind: 'signal' as const };
    return eventsSince(rows, start, delayMinutes, now);
  }

  private group(delayMinutes: number): DelayGroup {
    let group = this.groups.get(delayMinutes);
    if (!group) {
      const now = this.clock.now().getTime();
      const seen = [...this.active.values()].filter((signal) => visibleAt(signal, delayMinutes) <= now);
      group = { announced: new Set(seen.map((signal) => signal.id)), events: new SlicedBroadcast() };
      this.groups.set(delayMinutes, group);
      this.wakeAtNextChange();
    }
    return group;
  }

  /**
   * Reads the active set again; one read at a time, and one more if asked meanwhile. A resync that
   * finds a change nobody announced tells the caches of the signals too, here and on the replicas.
   */
  private read(resync = false): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        try {
          if ((await this.compare()) && resync) this.bus.publish(SIGNALS_CHANGED_TOPIC);
        } catch (error) {
          this.logger.warn(`Reading the active signals: ${(error as Error).message}`);
        }
      } while (this.readAgain);
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Sends what changed since the last read; true when a signal appeared or closed (not by expiring). */
  private async compare(): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.signals.find({ where: { outcome: 'OPEN', expiresAt: MoreThan(now) } });
    const current = new Map(rows.map((signal) => [signal.id, signal]));
    const known = this.active;
    const gone = [...known.keys()].filter((id) => !current.has(id));
    const closed = gone.length ? await this.signals.findBy({ id: In(gone) }) : [];
    const initial = !this.readOnce;
    this.readOnce = true;
    this.active = current;
    const changed =
      closed.some((signal) => signal.expiresAt > now) || (!initial && rows.some((row) => !known.has(row.id)));
    for (const signal of closed) {
      const event = closingEvent(signal, now.getTime());
      for (const group of this.groups.values()) {
        if (!group.announced.delete(signal.id)) continue;
        if (event) this.send(group, event);
      }
    }
    for (const [delay, group] of this.groups) {
      for (const signal of rows) {
        if (group.announced.has(signal.id) || visibleAt(signal, delay) > now.getTime()) continue;
        group.announced.add(signal.id);
        this.send(group, newSignalEvent(signal, delay));
      }
    }
    this.wakeAtNextChange();
    return changed;
  }

  private send(group: DelayGroup, event: SignalEvent): void {
    // Formatted once for every reader of the group: the body goes as a ready string.
    const message = toMessage(event);
    group.events.send({ ...message, data: JSON.stringify(message.data) });
  }

  /** Reads again when the first active signal expires or the next one comes into a group's view. */
  private wakeAtNextChange(): void {
    this.cancelWake?.();
    const now = this.clock.now().getTime();
    const moments: number[] = [];
    for (const signal of this.active.values()) {
      moments.push(signal.expiresAt.getTime());
      for (const [delay, group] of this.groups) {
        if (!group.announced.has(signal.id)) moments.push(visibleAt(signal, delay));
      }
    }
    const next = moments.filter((moment) => moment > now).reduce((a, b) => Math.min(a, b), Infinity);
    this.cancelWake = Number.isFinite(next) ? this.clock.at(new Date(next), () => this.read()) : undefined;
  }
}
