import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseEvent } from '../news-analysis.js';
import { parseForexFactoryFeed } from './forexfactory.source.js';
import { NewsSourceError } from './news-source.js';

const recorded = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/news', file), 'utf8'));

describe('parseForexFactoryFeed', () => {
  it('reads the recorded week: every event, in UTC, titles unescaped, no actuals', () => {
    const { events, covers } = parseForexFactoryFeed(recorded('forexfactory-thisweek.json'));
    expect(events).toHaveLength(100);
    expect(new Set(events.map((event) => event.sourceKey)).size).toBe(100);
    expect(events[0]).toEqual({
      sourceKey: expect.stringMatching(/^[0-9a-f]{40}$/),
      event: 'BusinessNZ Services Index',
      country: 'NZ',
      currency: 'NZD',
      sourceImpact: 'Low',
      publishedAt: new Date('2026-08-16T22:30:00.000Z'),
      previous: '50.6',
      forecast: null,
      actual: null,
    });
    expect(events.find((event) => event.event === 'FPI m/m')).toBeDefined();
    expect(events.filter((event) => !(event.actual === null))).toEqual([]);
    expect(covers.from.toISOString()).toBe('2026-08-16T22:30:00.000Z');
    expect(covers.to.getTime()).toBe(Math.max(...events.map((event) => event.publishedAt.getTime())));
  });

  it('gives the same event the same key on every fetch', () => {
    const first = parseForexFactoryFeed(recorded('forexfactory-thisweek.json'));
    const second = parseForexFactoryFeed(recorded('forexfactory-thisweek.json'));
    expect(second.events.map((event) => event.sourceKey)).toEqual(first.events.map((event) => event.sourceKey));
  });

  it('reads bank holidays as holidays, not as news, and skips an event without a date', () => {
    const feed = recorded('forexfactory-thisweek-2022.json') as Array<{ date: string }>;
    expect(feed).toHaveLength(87);
    expect(feed.filter((entry) => entry.date === '')).toHaveLength(1);
    const { events } = parseForexFactoryFeed(feed);
    expect(events).toHaveLength(86);
    const holidays = events.filter((event) => analyseEvent(event).impact === 'holiday');
    expect(holidays.map((event) => event.event)).toEqual(
      expect.arrayContaining(['French Bank Holiday', 'Italian Bank Holiday']),
    );
    expect(holidays.filter((event) => !(event.currency === 'EUR' || event.sourceImpact === 'Holiday'))).toEqual([]);
  });

  it('skips entries that are not events and keeps the rest', () => {
    const good = {
      title: 'CPI m/m',
      country: 'USD',
      date: '2026-08-12T08:30:00-04:00',
      impact: 'High',
      forecast: '0.3%',
      previous: '0.2%',
    };
    const { events } = parseForexFactoryFeed([
      good,
      { ...good, title: '' },
      { ...good, country: 'Euro' },
      { ...good, date: 'next Tuesday' },
      { ...good, date: '2026-08-12 08:30' },
      null,
      'CPI',
      { ...good, title: 'G7 Meetings', country: 'All', impact: 'Medium', forecast: '', previous: '' },
    ]);
    expect(events.map((event) => [event.event, event.currency, event.country])).toEqual([
      ['CPI m/m', 'USD', 'US'],
      ['G7 Meetings', 'ALL', 'All'],
    ]);
    expect(events[0].publishedAt.toISOString()).toBe('2026-08-12T12:30:00.000Z');
  });

  it.each([
    [{ error: 'maintenance' }, 'ForexFactory answered with an unexpected shape: not a list of events.'],
    ['<html>', 'ForexFactory answered with an unexpected shape: not a list of events.'],
    [[], 'ForexFactory answered with an empty calendar.'],
    [[{}, 3], 'ForexFactory answered with no readable events.'],
  ])('refuses %j', (body, message) => {
    expect(() => parseForexFactoryFeed(body)).toThrow(new NewsSourceError(message));
  });
});
