import { DAY_MS } from '../../clock/clock.js';
import { DemoNewsSource, officeOf } from './demo.source.js';
import type { SourceEvent } from './news-source.js';
import { mondayUtc, WEEK_MS } from './replay-weeks.js';

const HOUR_MS = 3_600_000;
const MAJORS = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'];
/** Each central bank's rate decision, titled as the recording titles it. */
const RATE_DECISIONS = [
  ['USD', 'Federal Funds Rate'],
  ['EUR', 'Main Refinancing Rate'],
  ['GBP', 'Official Bank Rate'],
  ['JPY', 'BOJ Policy Rate'],
  ['AUD', 'Cash Rate'],
  ['CAD', 'Overnight Rate'],
  ['CHF', 'Libor Rate'],
  ['NZD', 'Official Cash Rate'],
] as const;

/** From Saturday 00:00 to Sunday 21:00 UTC no market is open; Sunday 21:00 UTC is Monday morning in Wellington. */
const onWeekend = (at: Date) => at.getUTCDay() === 6 || (at.getUTCDay() === 0 && at.getUTCHours() < 21);
const share = (part: number, whole: number) => part / whole;

/**
 * Fetches once a week from the week of `first` to the week of `last`, at a different weekday and
 * hour each time, and keeps every event by its key as last fetched.
 */
async function everyWeek(source: DemoNewsSource, first: string, last: string) {
  const fetches: { now: Date; events: SourceEvent[] }[] = [];
  const byKey = new Map<string, SourceEvent>();
  let index = 0;
  for (let monday = mondayUtc(new Date(first)); monday <= mondayUtc(new Date(last)); monday += WEEK_MS) {
    const now = new Date(monday + ((index * 29) % 168) * HOUR_MS);
    const { events } = await source.fetch(now);
    fetches.push({ now, events });
    for (const event of events) byKey.set(event.sourceKey, event);
    index += 1;
  }
  return { fetches, events: [...byKey.values()] };
}

describe('DemoNewsSource: a recorded calendar replayed on the current weeks', () => {
  const source = new DemoNewsSource();

  describe('over every week of 2026 and 2027, both year ends included', () => {
    let year: Awaited<ReturnType<typeof everyWeek>>;
    beforeAll(async () => {
      year = await everyWeek(source, '2025-12-29T00:00:00Z', '2028-01-10T00:00:00Z');
    });

    it('lets no central bank decide twice within 25 days, and each as often as it did', () => {
      for (const [currency, title] of RATE_DECISIONS) {
        const times = year.events
          .filter((event) => event.currency === currency && event.event === title)
          .map((event) => event.publishedAt.getTime())
          .sort((a, b) => a - b);
        const perYear = times.length / 2;
        // The Swiss National Bank decided quarterly, the Reserve Bank of Australia 11 times a year.
        expect([title, perYear >= 4 && perYear <= 12]).toEqual([title, true]);
        const gaps = times.slice(1).map((time, at) => (time - times[at]) / DAY_MS);
        expect([title, Math.min(...gaps) >= 25]).toEqual([title, true]);
        expect(times.filter((time) => onWeekend(new Date(time)))).toEqual([]);
      }
    });

    it('keeps weekends quiet: at most 2% of the events fall between Saturday and Sunday evening (UTC)', () => {
      const weekend = year.events.filter((event) => onWeekend(event.publishedAt));
      expect(share(weekend.length, year.events.length)).toBeLessThanOrEqual(0.02);
      // Monday-morning releases in Wellington, Sydney and Tokyo come on Sunday evening, UTC.
      expect(year.events.some((event) => event.publishedAt.getUTCDay() === 0 && !onWeekend(event.publishedAt))).toBe(
        true,
      );
    });

    it('rates a minority High: at most 35% of every fetch and of the whole', () => {
      const high = (events: SourceEvent[]) => events.filter((event) => event.sourceImpact === 'High').length;
      expect(share(high(year.events), year.events.length)).toBeLessThanOrEqual(0.35);
      for (const { now, events } of year.fetches) {
        expect([now.toISOString(), share(high(events), events.length) <= 0.35]).toEqual([now.toISOString(), true]);
      }
      const impacts = new Set(year.events.map((event) => event.sourceImpact));
      expect(impacts).toEqual(new Set(['High', 'Medium', 'Low', 'Holiday']));
    });

    it('lists the majors and the events of every currency, nothing else', () => {
      expect(new Set(year.events.map((event) => event.currency))).toEqual(new Set([...MAJORS, 'ALL']));
      const everyCurrency = year.events.filter((event) => event.currency === 'ALL');
      expect(everyCurrency.length).toBeGreaterThan(0);
      expect(everyCurrency.filter((event) => event.country !== 'All')).toEqual([]);
      expect(year.events.find((event) => event.currency === 'GBP')?.country).toBe('GB');
    });

    it('gives actuals to released events only, in every fetch', () => {
      for (const { now, events } of year.fetches) {
        expect(events.filter((event) => event.actual !== null && event.publishedAt > now)).toEqual([]);
        // Most recorded releases carry an actual: the week behind is mostly filled in.
        const released = events.filter((event) => event.publishedAt <= now && event.forecast !== null);
        expect(share(released.filter((event) => event.actual !== null).length, released.length)).toBeGreaterThan(0.9);
      }
    });

    it('answers for last week, this week and next week, every event of them once', () => {
      for (const { now, events } of year.fetches) {
        const thisWeek = mondayUtc(now);
        const times = events.map((event) => event.publishedAt.getTime());
        expect(Math.min(...times)).toBeGreaterThanOrEqual(thisWeek - WEEK_MS);
        expect(Math.max(...times)).toBeLessThan(thisWeek + 2 * WEEK_MS);
        expect(new Set(events.map((event) => event.sourceKey)).size).toBe(events.length);
      }
    });
  });

  it('replays a recorded release at its weekday and UTC time, with its recorded figures', async () => {
    // US payrolls, Friday 5 January 2018 at 13:30 UTC: 148K against 190K forecast, 252K before.
    // ISO week 1 of 2026 (29 December 2025 to 4 January 2026) replays ISO week 1 of 2018.
    const before = await source.fetch(new Date('2026-01-02T13:29:00Z'));
    const payrolls = before.events.find(
      (event) => event.currency === 'USD' && event.event === 'Non-Farm Employment Change',
    );
    expect(payrolls).toEqual({
      sourceKey: expect.any(String),
      event: 'Non-Farm Employment Change',
      country: 'US',
      currency: 'USD',
      sourceImpact: 'High',
      publishedAt: new Date('2026-01-02T13:30:00Z'),
      previous: '252K',
      forecast: '190K',
      actual: null,
    });
    const after = await source.fetch(new Date('2026-01-02T13:30:00Z'));
    expect(after.events.find((event) => event.sourceKey === payrolls!.sourceKey)).toEqual({
      ...payrolls,
      actual: '148K',
    });
  });

  it('agrees with itself: the same keys and figures on every fetch, actuals appearing as releases come out', async () => {
    const now = new Date('2026-11-18T15:00:00Z');
    const first = await source.fetch(now);
    const later = await source.fetch(new Date(now.getTime() + 2 * DAY_MS));
    const again = new Map(later.events.map((event) => [event.sourceKey, event]));
    const overlapping = first.events.filter((event) => event.publishedAt.getTime() >= mondayUtc(now) - WEEK_MS);
    for (const event of overlapping) {
      const refetched = again.get(event.sourceKey);
      expect(refetched).toBeDefined();
      expect([refetched!.event, refetched!.publishedAt, refetched!.previous, refetched!.forecast]).toEqual([
        event.event,
        event.publishedAt,
        event.previous,
        event.forecast,
      ]);
      if (event.actual !== null) expect(refetched!.actual).toBe(event.actual);
    }
    expect(later.events.filter((event) => event.actual !== null).length).toBeGreaterThan(
      first.events.filter((event) => event.actual !== null).length,
    );
    // A fresh source (a restarted server) gives the same keys.
    const restarted = await new DemoNewsSource().fetch(now);
    expect(restarted.events.map((event) => event.sourceKey)).toEqual(first.events.map((event) => event.sourceKey));
  });

  it('varies from one week to the next, as monthly releases do', async () => {
    const now = new Date('2026-11-18T15:00:00Z');
    const { events } = await source.fetch(now);
    const week = (start: number) =>
      events
        .filter((event) => mondayUtc(event.publishedAt) === start)
        .map((event) => `${event.currency} ${event.event}`)
        .sort();
    expect(week(mondayUtc(now))).not.toEqual(week(mondayUtc(now) - WEEK_MS));
  });
});

describe('the demo calendar, years after its recording', () => {
  it('names the office, not the official who held it then', () => {
    expect(officeOf('ECB President Draghi Speaks')).toBe('ECB President Speaks');
    expect(officeOf('BOE Gov Carney Speaks')).toBe('BOE Gov Speaks');
    expect(officeOf('FOMC Member Clarida Speaks')).toBe('FOMC Member Speaks');
    expect(officeOf('RBA Assist Gov Debelle Speaks')).toBe('RBA Assist Gov Speaks');
    expect(officeOf('Gov Council Member Wilkins Speaks')).toBe('Gov Council Member Speaks');
    expect(officeOf('Fed Chair Powell Testifies')).toBe('Fed Chair Testifies');
    expect(officeOf('CPI m/m')).toBe('CPI m/m');
  });

  it('gives each kind of event one impact over every week replayed', async () => {
    const source = new DemoNewsSource();
    const impacts = new Map<string, Set<string>>();
    for (
      let monday = mondayUtc(new Date('2026-01-05T00:00:00Z'));
      monday < Date.parse('2028-01-03');
      monday += WEEK_MS
    ) {
      for (const event of (await source.fetch(new Date(monday))).events) {
        const key = `${event.currency} ${event.event}`;
        impacts.set(key, (impacts.get(key) ?? new Set()).add(event.sourceImpact));
        // No person named: every speech is an office's.
        expect(event.event).not.toMatch(/Draghi|Carney|Poloz|Clarida|Yellen|Kuroda/);
      }
    }
    expect([...impacts].filter(([, ratings]) => ratings.size > 1)).toEqual([]);
    // The rate decision and its statement: both high.
    expect([...impacts.get('AUD Cash Rate')!]).toEqual(['High']);
    expect([...impacts.get('AUD RBA Rate Statement')!]).toEqual(['High']);
    expect([...impacts.get('USD FOMC Member Speaks')!]).toEqual(['Medium']);
  });
});
