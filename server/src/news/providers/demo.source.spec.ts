import { surpriseOf } from '../news-values.js';
import { DemoNewsSource, mondayUtc } from './demo.source.js';

const MAJORS = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'];

describe('DemoNewsSource', () => {
  const source = new DemoNewsSource();
  const now = new Date('2026-11-18T15:00:00Z');

  it('gives last week, this week and next week of the usual releases for the majors', async () => {
    const { events, covers } = await source.fetch(now);
    expect(covers.from >= new Date('2026-11-09T00:00:00Z')).toBe(true);
    expect(covers.to < new Date('2026-11-30T00:00:00Z')).toBe(true);
    expect(new Set(events.map((event) => event.currency))).toEqual(new Set(MAJORS));
    expect(new Set(events.map((event) => event.sourceKey)).size).toBe(events.length);
    const titles = events.map((event) => event.event);
    for (const usual of [
      'CPI m/m',
      'Non-Farm Employment Change',
      'Federal Funds Rate',
      'Flash Manufacturing PMI',
      'Retail Sales m/m',
      'Prelim GDP q/q',
    ]) {
      expect(titles).toContain(usual);
    }
    expect(new Set(events.map((event) => event.sourceImpact))).toEqual(new Set(['High', 'Medium', 'Low']));
  });

  it('has actuals for released events only, each comparable with its forecast', async () => {
    const { events } = await source.fetch(now);
    for (const event of events) {
      if (event.publishedAt <= now) {
        expect(event.actual).not.toBeNull();
        expect(surpriseOf(event.actual, event.forecast)).not.toBeNull();
      } else {
        expect(event.actual).toBeNull();
      }
      expect(event.previous).toMatch(/^-?\d+(\.\d+)?(%|K|M)?$/);
      expect(event.previous!.startsWith('-0') && Number.parseFloat(event.previous!) === 0).toBe(false);
    }
    expect(events.some((event) => surpriseOf(event.actual, event.forecast) === 0)).toBe(true);
    expect(events.some((event) => (surpriseOf(event.actual, event.forecast) ?? 0) !== 0)).toBe(true);
  });

  it('agrees with itself: the same figures on every fetch, an actual appearing once it is out', async () => {
    const first = await source.fetch(now);
    const later = await source.fetch(new Date(now.getTime() + 24 * 3_600_000));
    const byKey = new Map(later.events.map((event) => [event.sourceKey, event]));
    for (const event of first.events) {
      const again = byKey.get(event.sourceKey)!;
      expect(again).toBeDefined();
      expect([again.previous, again.forecast]).toEqual([event.previous, event.forecast]);
      if (event.actual !== null) expect(again.actual).toBe(event.actual);
    }
    expect(later.events.filter((event) => event.actual !== null).length).toBeGreaterThan(
      first.events.filter((event) => event.actual !== null).length,
    );
  });

  it('varies from one week to the next, as monthly releases do', async () => {
    const { events } = await source.fetch(now);
    const week = (start: number) =>
      events
        .filter((event) => mondayUtc(event.publishedAt) === start)
        .map((event) => event.event)
        .sort();
    const thisWeek = mondayUtc(now);
    expect(week(thisWeek)).not.toEqual(week(thisWeek - 7 * 24 * 3_600_000));
  });

  it("keeps high-impact news in the signal engine's window at every hour of the week, weekends included", async () => {
    const HOUR = 3_600_000;
    let withSurprise = 0;
    for (let hour = 0; hour < 2 * 7 * 24; hour += 1) {
      const at = new Date(mondayUtc(now) + hour * HOUR);
      const high = (await source.fetch(at)).events.filter((event) => event.sourceImpact === 'High');
      const sinceAt = (event: { publishedAt: Date }) => at.getTime() - event.publishedAt.getTime();
      const inWindow = high.filter((event) => sinceAt(event) <= 24 * HOUR && sinceAt(event) >= -4 * HOUR);
      expect([at.toISOString(), inWindow.length > 0]).toEqual([at.toISOString(), true]);
      const surprised = inWindow.some((event) => sinceAt(event) >= 0 && surpriseOf(event.actual, event.forecast));
      if (surprised) withSurprise += 1;
    }
    // Three releases in ten come out in line with the forecast, so a few hours see no surprise.
    expect(withSurprise / (2 * 7 * 24)).toBeGreaterThan(0.9);
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(new Date(mondayUtc(new Date('2026-11-18T15:00:00Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(mondayUtc(new Date('2026-11-22T23:59:00Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(mondayUtc(new Date('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
