import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFmpCalendar } from './fmp.source.js';
import { NewsSourceError } from './news-source.js';

const rows = () =>
  JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/news/fmp-economic-calendar.json'), 'utf8')) as Array<
    Record<string, unknown>
  >;

describe('parseFmpCalendar', () => {
  it('reads the recorded rows: UTC times, values with their units, actuals where released', () => {
    const { events } = parseFmpCalendar(rows());
    expect(events).toHaveLength(40);
    expect(new Set(events.map((event) => event.sourceKey)).size).toBe(40);
    expect(events.find((event) => event.event === 'Durable Goods Orders MoM (Jul)')).toEqual({
      sourceKey: expect.stringMatching(/^[0-9a-f]{40}$/),
      event: 'Durable Goods Orders MoM (Jul)',
      country: 'US',
      currency: 'USD',
      sourceImpact: 'High',
      publishedAt: new Date('2026-08-26T12:30:00.000Z'),
      previous: '0.5%',
      forecast: '0.5%',
      actual: '1.1%',
    });
    expect(events.find((event) => event.event === 'Foreign Bond Investment (Aug/22)')).toMatchObject({
      country: 'JP',
      previous: '1135.1B',
      forecast: null,
      actual: null,
    });
    expect(events.find((event) => event.event === 'Car Production YoY (Jul)')?.country).toBe('GB');
    expect(events.find((event) => event.event === 'EIA Gasoline Stocks Change (Aug/21)')).toMatchObject({
      previous: '0.688',
      forecast: '-0.7',
      actual: '-2.536',
    });
  });

  it('keeps the key of an event when its actual comes out', () => {
    const before = parseFmpCalendar(rows()).events;
    const after = parseFmpCalendar(
      rows().map((row) => (row.event === 'Car Production YoY (Jul)' ? { ...row, actual: 2.5 } : row)),
    ).events;
    expect(after.map((event) => event.sourceKey)).toEqual(before.map((event) => event.sourceKey));
  });

  it('skips rows that are not events and reads numeric strings', () => {
    const good = {
      date: '2026-08-26 12:30:00',
      country: 'US',
      event: 'CPI',
      currency: 'USD',
      previous: '0.2',
      estimate: 0.3,
      actual: null,
      impact: 'High',
      unit: '%',
    };
    const { events } = parseFmpCalendar([
      good,
      { ...good, currency: '' },
      { ...good, date: '26/08/2026' },
      { ...good, event: null },
      7,
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ previous: '0.2%', forecast: '0.3%', actual: null });
  });

  it.each([
    [
      { 'Error Message': 'Invalid API KEY secret-key. Visit our docs.' },
      'Financial Modeling Prep refused the request: Invalid API KEY ***. Visit our docs.',
    ],
    [{ unexpected: true }, 'Financial Modeling Prep answered with an unexpected shape: not a list of events.'],
    [[], 'Financial Modeling Prep answered with an empty calendar.'],
    [[{ event: 'x' }], 'Financial Modeling Prep answered with no readable events.'],
  ])('refuses %j', (body, message) => {
    expect(() => parseFmpCalendar(body, 'secret-key')).toThrow(new NewsSourceError(message));
  });
});
