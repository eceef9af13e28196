import {
  filterByCurrency,
  nextHighImpact,
  nextHighImpactReleases,
  filterByImpact,
  flagOfCurrency,
  formatEventTime,
  formatUpdatedAt,
  newsNoteNow,
  normaliseImpact,
  summariseNews,
  surpriseDirection,
  timeZoneLabel,
  visibleEvents,
} from './news';

const event = (publishedAt: string, impact: string, currency = 'USD') => ({ publishedAt, impact, currency });

describe('normaliseImpact (spec section 5)', () => {
  it.each([
    ['high', 'high'],
    ['High', 'high'],
    ['HIGH IMPACT', 'high'],
    ['medium', 'medium'],
    ['Medium', 'medium'],
    ['low', 'low'],
    ['Holiday', 'holiday'],
    ['', 'low'],
    [null, 'low'],
  ])('reads %j as %s', (text, expected) => {
    expect(normaliseImpact(text)).toBe(expected);
  });
});

describe('the list', () => {
  const events = [
    event('2026-11-18T12:30:00.000Z', 'high', 'USD'),
    event('2026-11-16T08:00:00.000Z', 'medium', 'EUR'),
    event('2026-11-17T06:00:00.000Z', 'high', 'GBP'),
    event('2026-11-17T06:00:00.000Z', 'medium', 'GBP'),
  ];

  it('counts events by impact, and currencies', () => {
    expect(summariseNews(events)).toEqual({ total: 4, high: 2, medium: 2, low: 0, holiday: 0, currencies: 3 });
    expect(summariseNews([])).toEqual({ total: 0, high: 0, medium: 0, low: 0, holiday: 0, currencies: 0 });
  });

  it('filters by impact', () => {
    expect(filterByImpact(events, 'all')).toHaveLength(4);
    expect(filterByImpact(events, 'high').map((item) => item.currency)).toEqual(['USD', 'GBP']);
    expect(filterByImpact(events, 'medium').map((item) => item.currency)).toEqual(['EUR', 'GBP']);
  });

  it('shows the earliest first, at most 50', () => {
    expect(visibleEvents(events).map((item) => item.publishedAt)).toEqual([
      '2026-11-16T08:00:00.000Z',
      '2026-11-17T06:00:00.000Z',
      '2026-11-17T06:00:00.000Z',
      '2026-11-18T12:30:00.000Z',
    ]);
    const many = Array.from({ length: 60 }, (_, index) =>
      event(new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(), 'high'),
    );
    const shown = visibleEvents(many);
    expect(shown).toHaveLength(50);
    expect(shown[0].publishedAt).toBe(many[59].publishedAt);
    expect(events.map((item) => item.publishedAt)[0]).toBe('2026-11-18T12:30:00.000Z');
  });
});

describe('surpriseDirection', () => {
  it('points up above zero and down below, and not at all otherwise', () => {
    expect(surpriseDirection(0.2)).toBe('up');
    expect(surpriseDirection(-25)).toBe('down');
    expect(surpriseDirection(0)).toBeNull();
    expect(surpriseDirection(null)).toBeNull();
  });
});

describe('flagOfCurrency', () => {
  it('has the 8 majors and nothing else', () => {
    expect(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'NZD'].map((code) => flagOfCurrency(code)?.code)).toEqual([
      'us',
      'eu',
      'gb',
      'jp',
      'au',
      'ca',
      'ch',
      'nz',
    ]);
    expect(flagOfCurrency('eur')).toEqual({ code: 'eu', country: 'European Union' });
    expect(flagOfCurrency('cny')).toBeNull();
    expect(flagOfCurrency('ALL')).toBeNull();
  });
});

describe('times in the reader’s zone', () => {
  it('writes the date and a 24-hour time in the zone, across daylight saving', () => {
    expect(formatEventTime('2026-11-16T13:30:00.000Z', 'America/New_York')).toEqual({
      date: 'Mon, Nov 16',
      time: '8:30 AM',
    });
    expect(formatEventTime('2026-08-17T12:30:00.000Z', 'America/New_York')).toEqual({
      date: 'Mon, Aug 17',
      time: '8:30 AM',
    });
    expect(formatEventTime('2026-11-16T23:30:00.000Z', 'Asia/Tokyo')).toEqual({ date: 'Tue, Nov 17', time: '8:30 AM' });
    expect(formatEventTime('2026-11-16T00:15:00.000Z', 'UTC')).toEqual({ date: 'Mon, Nov 16', time: '12:15 AM' });
  });

  it('writes when the news was updated', () => {
    expect(formatUpdatedAt('2026-11-18T15:04:00.000Z', 'Europe/Berlin')).toBe('Nov 18, 2026, 4:04 PM');
  });

  it('names the zone with its abbreviation', () => {
    expect(timeZoneLabel('America/New_York', new Date('2026-11-18T12:00:00Z'))).toBe('America/New_York (EST)');
    expect(timeZoneLabel('America/New_York', new Date('2026-08-18T12:00:00Z'))).toBe('America/New_York (EDT)');
    expect(timeZoneLabel('UTC')).toBe('UTC');
    expect(timeZoneLabel('Asia/Kathmandu', new Date('2026-11-18T12:00:00Z'))).toBe('Asia/Kathmandu (GMT+5:45)');
  });
});

describe('the list around now, the next release and the currency filter', () => {
  const at = (hour: number, impact = 'high', currency = 'USD') => ({
    publishedAt: new Date(Date.UTC(2026, 10, 16, hour)).toISOString(),
    impact,
    currency,
  });
  const events = Array.from({ length: 80 }, (_, hour) =>
    at(hour, hour % 2 ? 'medium' : 'high', hour % 3 ? 'USD' : 'EUR'),
  );
  const now = Date.UTC(2026, 10, 16, 60, 30);

  it('keeps ten published releases above the next one and fills the rest with the coming ones', () => {
    const shown = visibleEvents(events, 50, now);
    expect(shown).toHaveLength(50);
    // The last 50 here: fewer than 40 releases are still to come.
    expect(shown[0].publishedAt).toBe(at(30).publishedAt);
    expect(shown[49].publishedAt).toBe(at(79).publishedAt);
    const early = visibleEvents(events, 50, Date.UTC(2026, 10, 16, 20, 30));
    expect(early[0].publishedAt).toBe(at(11).publishedAt);
    expect(early[10].publishedAt).toBe(at(21).publishedAt);
  });

  it('names the next high-impact release', () => {
    expect(nextHighImpact(events, now)?.publishedAt).toBe(at(62).publishedAt);
    expect(nextHighImpact(events, Date.UTC(2026, 11, 1))).toBeNull();
  });

  it('lists the next few high-impact releases, earliest first', () => {
    const coming = nextHighImpactReleases(events, now, 3);
    expect(coming).toHaveLength(3);
    expect(coming[0]).toBe(nextHighImpact(events, now));
    expect(coming.filter((event) => !event.impact.toLowerCase().includes('high'))).toEqual([]);
    const times = coming.map((event) => Date.parse(event.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.filter((time) => !(time > now))).toEqual([]);
    expect(nextHighImpactReleases(events, Date.UTC(2026, 11, 1), 3)).toEqual([]);
  });

  it('filters by currency, all when none is chosen', () => {
    expect(filterByCurrency(events, ['EUR']).filter((event) => event.currency !== 'EUR')).toEqual([]);
    expect(filterByCurrency(events, [])).toHaveLength(80);
  });
});

describe('newsNoteNow', () => {
  const note =
    'News: high-impact release CAD GDP m/m at 13:30 UTC; USD CPI m/m better than expected: bullish tilt, with the buy';
  const releaseAt = '2026-11-27T13:30:00.000Z';

  it("shows the release's time in the reader's zone and counts down to it", () => {
    const now = Date.parse('2026-11-27T10:36:00.000Z');
    expect(newsNoteNow(note, releaseAt, now, 'America/Toronto')).toBe(
      'News: high-impact release CAD GDP m/m at 8:30 AM, in 2 h 54 min; USD CPI m/m better than expected: bullish tilt, with the buy',
    );
    // Twenty minutes on, the note has moved with the clock.
    expect(newsNoteNow(note, releaseAt, now + 20 * 60_000, 'UTC')).toContain('at 1:30 PM, in 2 h 34 min;');
  });

  it('says how long ago a release came out, and leaves a note without a stored time as written', () => {
    expect(newsNoteNow(note, releaseAt, Date.parse('2026-11-27T13:42:00.000Z'), 'UTC')).toContain(
      'at 1:30 PM, out 12 min ago;',
    );
    const old = 'News: high-impact release USD CPI m/m in 2.9 h';
    expect(newsNoteNow(old, null, Date.now(), 'UTC')).toBe(old);
  });
});
