import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { PlanDelays } from '../access/access-state.js';
import { EntityChangeSubscriber } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { Plan, type PlanType } from './plan.entity.js';

const TOPIC = 'signal-delays';
/** While every plan change reaches this process, a safety net only; otherwise how stale it may be. */
const LIFETIME_LIVE_MS = 60_000;
const LIFETIME_UNSURE_MS = 1_000;

/**
 * How long after publication each plan sees a new signal, read on every signals poll: held in
 * memory, and dropped here and on the other replicas whenever an admin edits a plan.
 */
@Injectable()
export class SignalDelays implements PlanDelays {
  private loaded: {
    delays: Promise<Map<PlanType, number>>;
    at: number;
    /** The delays once read, for the callers that cannot wait. */
    settled?: Map<PlanType, number>;
  } | null = null;

  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    private readonly bus: InvalidationBus,
    dataSource: DataSource,
  ) {
    bus.on(TOPIC, () => (this.loaded = null));
    dataSource.subscribers.push(
      new EntityChangeSubscriber(
        Plan,
        () => 'plans',
        () => bus.publish(TOPIC),
      ),
    );
  }

  /** Minutes a trader on this plan waits for a new signal; a plan no longer on record waits none. */
  async minutesFor(planType: PlanType): Promise<number> {
    return (await this.delays()).get(planType) ?? 0;
  }

  /** The longest wait of any plan: the delayed reader the live record settles a second time for. */
  async longest(): Promise<number> {
    return Math.max(0, ...(await this.delays()).values());
  }

  /** minutesFor without waiting: undefined while the delays are not read, or no longer fresh. */
  minutesForNow(planType: PlanType): number | undefined {
    const settled = this.fresh() ? this.loaded?.settled : undefined;
    return settled && (settled.get(planType) ?? 0);
  }

  private fresh(): boolean {
    const lifetime = this.bus.live ? LIFETIME_LIVE_MS : LIFETIME_UNSURE_MS;
    return !!this.loaded && Date.now() - this.loaded.at < lifetime;
  }

  private delays(): Promise<Map<PlanType, number>> {
    if (!this.fresh() || !this.loaded) {
      const loaded: NonNullable<typeof this.loaded> = { delays: this.load(), at: Date.now() };
      this.loaded = loaded;
      loaded.delays.then(
        (delays) => (loaded.settled = delays),
        // A failed read is not kept: the next poll asks again.
        () => this.loaded === loaded && (this.loaded = null),
      );
    }
    return this.loaded.delays;
  }

  private async load(): Promise<Map<PlanType, number>> {
    const plans = await this.plans.find({ select: { planType: true, signalDelayMinutes: true } });
    return new Map(plans.map((plan) => [plan.planType, plan.signalDelayMinutes]));
  }
}
