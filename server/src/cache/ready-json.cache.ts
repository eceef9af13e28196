import { readyJson, type ReadyJson } from '../common/ready-json.js';
import type { Clock } from '../clock/clock.js';
import type { InvalidationBus } from './invalidation-bus.js';

export interface ReadyJsonSource {
  /** The value to serve, and when it goes stale by itself (a signal expiring), if ever. */
  load(): Promise<{ value: unknown; staleAt?: Date | null }>;
}

/** While every change reaches this process, a safety net only; otherwise how stale an answer may be. */
const LIFETIME_LIVE_MS = 60_000;
const LIFETIME_UNSURE_MS = 1_000;

interface Built {
  ready: ReadyJson;
  /** performance.now() when the build started: the lifetimes are real time, whatever the app's clock says. */
  builtAt: number;
  /** When it goes stale by itself, on the app's clock (a signal expiring); Infinity if never. */
  staleAt: number;
}

/**
 * One JSON answer built once and served as ready bytes until something changes it: a `drop()`
 * here or on another replica (the bus topic), the moment it goes stale by itself, or its lifetime
 * (short while changes from other replicas may be missed, whenever the answer was built).
 * Concurrent callers share one build; a build that started before a drop is not kept.
 */
export class ReadyJsonCache {
  private current: Built | null = null;
  private building: Promise<ReadyJson> | null = null;
  private version = 0;

  constructor(
    private readonly topic: string,
    private readonly source: ReadyJsonSource,
    private readonly bus: InvalidationBus,
    private readonly clock: Clock,
  ) {
    bus.on(topic, () => this.forget());
  }

  /** The answer if it is built and fresh, else undefined: ask get(). */
  peek(): ReadyJson | undefined {
    return this.current && this.fresh(this.current) ? this.current.ready : undefined;
  }

  get(): Promise<ReadyJson> {
    const ready = this.peek();
    if (ready) return Promise.resolve(ready);
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  /** Drops the answer here and on every replica. */
  drop(): void {
    this.bus.publish(this.topic);
  }

  private fresh(built: Built): boolean {
    const lifetime = this.bus.live ? LIFETIME_LIVE_MS : LIFETIME_UNSURE_MS;
    return performance.now() - built.builtAt < lifetime && this.clock.now().getTime() < built.staleAt;
  }

  private forget(): void {
    this.version += 1;
    this.current = null;
    this.building = null;
  }

  private async build(): Promise<ReadyJson> {
    const version = this.version;
    const builtAt = performance.now();
    const { value, staleAt } = await this.source.load();
    const ready = await readyJson(value);
    if (version === this.version) this.current = { ready, builtAt, staleAt: staleAt?.getTime() ?? Infinity };
    return ready;
  }
}
