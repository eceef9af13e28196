import { jest } from '@jest/globals';
import { Clock } from '../clock/clock.js';
import type { InvalidationBus, InvalidationListener } from './invalidation-bus.js';
import { ReadyJsonCache } from './ready-json.cache.js';

/** A bus whose liveness the test sets; a drop reaches the listeners at once. */
class TestBus {
  live = true;
  private readonly listeners: InvalidationListener[] = [];

  on(_topic: string, listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  publish(): void {
    this.listeners.forEach((listener) => listener(undefined));
  }
}

describe('ReadyJsonCache', () => {
  let now = 0;
  let builds = 0;
  let bus: TestBus;
  let cache: ReadyJsonCache;

  beforeEach(() => {
    now = 1_000_000;
    builds = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    bus = new TestBus();
    cache = new ReadyJsonCache(
      'answers',
      { load: async () => ({ value: { build: ++builds } }) },
      bus as unknown as InvalidationBus,
      new Clock(),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds once and serves the same bytes until dropped', async () => {
    const first = await cache.get();
    expect((await cache.get()).etag).toBe(first.etag);
    expect(builds).toBe(1);
    cache.drop();
    await cache.get();
    expect(builds).toBe(2);
  });

  it('keeps an answer a minute while every change reaches this process', async () => {
    await cache.get();
    now += 59_000;
    await cache.get();
    expect(builds).toBe(1);
    now += 2_000;
    await cache.get();
    expect(builds).toBe(2);
  });

  it('trusts an answer built while the bus was live for one second only once the bus is unsure', async () => {
    await cache.get();
    now += 900;
    bus.live = false;
    await cache.get();
    expect(builds).toBe(1);
    now += 200;
    await cache.get();
    expect(builds).toBe(2);
    // Built while unsure: it too lives a second.
    now += 1_100;
    await cache.get();
    expect(builds).toBe(3);
  });
});
