import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EntityChangeSubscriber } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { ReadyJsonCache } from '../cache/ready-json.cache.js';
import { Clock } from '../clock/clock.js';
import type { ReadyJson } from '../common/ready-json.js';
import { Plan } from './plan.entity.js';
import { PlansService } from './plans.service.js';

const TOPIC = 'public-plans';

/**
 * GET /api/plans as ready bytes, built once per change of the plans: every write to the plans
 * table (an admin edit, the first-start seed) drops it here and on the other replicas.
 */
@Injectable()
export class PublicPlansCache {
  private readonly cache: ReadyJsonCache;

  constructor(
    plans: PlansService,
    private readonly bus: InvalidationBus,
    clock: Clock,
    dataSource: DataSource,
  ) {
    this.cache = new ReadyJsonCache(TOPIC, { load: async () => ({ value: await plans.listPublic() }) }, bus, clock);
    dataSource.subscribers.push(
      new EntityChangeSubscriber(
        Plan,
        () => 'plans',
        () => this.cache.drop(),
      ),
    );
  }

  get(): Promise<ReadyJson> {
    return this.cache.get();
  }

  /** Calls `listener` after each drop of the list, here or on another replica (the list is built again on the next get). */
  onChange(listener: () => void): void {
    this.bus.on(TOPIC, listener);
  }
}
