import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EntityChangeSubscriber } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { ReadyJsonCache } from '../cache/ready-json.cache.js';
import { Clock } from '../clock/clock.js';
import type { ReadyJson } from '../common/ready-json.js';
import { Signal } from './signal.entity.js';
import { SignalsService } from './signals.service.js';

/** Published on every write to the signals table, here and on the other replicas. */
export const SIGNALS_CHANGED_TOPIC = 'active-signals';
const TOPIC = SIGNALS_CHANGED_TOPIC;

/**
 * GET /api/ai-signals as ready bytes: serialised, tagged and compressed once per change of the
 * active set (an engine run, a signal closing, a signal expiring), not once per poll; one copy for
 * each signal delay the plans have (a signal comes into view later on a delayed plan). Every write
 * to the signals table drops them all, here and on the other replicas.
 */
@Injectable()
export class ActiveSignalsCache {
  private readonly byDelay = new Map<number, ReadyJsonCache>();

  constructor(
    private readonly signals: SignalsService,
    private readonly bus: InvalidationBus,
    private readonly clock: Clock,
    dataSource: DataSource,
  ) {
    dataSource.subscribers.push(
      new EntityChangeSubscriber(
        Signal,
        () => 'active',
        () => this.bus.publish(TOPIC),
      ),
    );
  }

  /** What get() answers if it is built and fresh now, else undefined. */
  peek(delayMinutes = 0): ReadyJson | undefined {
    return this.byDelay.get(delayMinutes)?.peek();
  }

  /** The active signals as a trader whose plan waits `delayMinutes` after publication sees them. */
  get(delayMinutes = 0): Promise<ReadyJson> {
    let cache = this.byDelay.get(delayMinutes);
    if (!cache) {
      cache = new ReadyJsonCache(TOPIC, { load: () => this.signals.activeList(delayMinutes) }, this.bus, this.clock);
      this.byDelay.set(delayMinutes, cache);
    }
    return cache.get();
  }
}
