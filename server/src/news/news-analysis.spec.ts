import {
  analyseEvent,
  currencyBiasFrom,
  normaliseImpact,
  sentimentOf,
  surpriseText,
  type BiasInput,
} from './news-analysis.js';

describe('normaliseImpact (spec section 5)', () => {
  it.each([
    ['High', 'high'],
    ['HIGH', 'high'],
    ['high impact expected', 'high'],
    ['Medium', 'medium'],
    ['medium-impact', 'medium'],
    ['Low', 'low'],
    ['Non-Economic', 'low'],
    ['None', 'low'],
    ['', 'low'],
    [null, 'low'],
    ['Holiday', 'holiday'],
    ['Bank Holiday', 'holiday'],
  ])('reads %j as %s', (text, expected) => {
    expect(normaliseImpact(text)).toBe(expected);
  });
});

describe('sentimentOf', () => {
  it('reads a figure above forecast as bullish and below as bearish', () => {
    expect(sentimentOf('CPI m/m', 0.1)).toBe('bullish');
    expect(sentimentOf('Non-Farm Employment Change', -40)).toBe('bearish');
    expect(sentimentOf('Retail Sales m/m', 0)).toBe('neutral');
  });

  it('turns it round where a higher number is bad news', () => {
    expect(sentimentOf('Unemployment Rate', 0.1)).toBe('bearish');
    expect(sentimentOf('Unemployment Claims', -12)).toBe('bullish');
    expect(sentimentOf('Claimant Count Change', 8.5)).toBe('bearish');
  });

  it('has no reading without a surprise, or for figures that do not move the currency', () => {
    expect(sentimentOf('CPI m/m', null)).toBeNull();
    expect(sentimentOf('Crude Oil Inventories', 2.1)).toBeNull();
    expect(sentimentOf('EIA Gasoline Stocks Change (Aug/21)', -1.8)).toBeNull();
    expect(sentimentOf('10-Year Bond Auction', 0.05)).toBeNull();
  });
});

describe('surpriseText', () => {
  it('says which side of the forecast, by how much, and what it means for the currency', () => {
    expect(surpriseText(0.2, '0.3%', 'USD', 'bullish')).toBe('Above forecast (+0.2%), bullish for USD');
    expect(surpriseText(-25, '175K', 'USD', 'bearish')).toBe('Below forecast (-25K), bearish for USD');
    expect(surpriseText(-0.505, '0.6', 'USD', null)).toBe('Below forecast (-0.505)');
    expect(surpriseText(0, '0.3%', 'EUR', 'neutral')).toBe('In line with forecast');
    expect(surpriseText(null, '0.3%', 'EUR', null)).toBeNull();
  });
});

describe('analyseEvent', () => {
  it('fills impact, surprise, its text and its reading', () => {
    expect(
      analyseEvent({
        event: 'Unemployment Rate',
        currency: 'AUD',
        sourceImpact: 'High',
        forecast: '4.4%',
        actual: '4.6%',
      }),
    ).toEqual({
      impact: 'high',
      surpriseNumeric: 0.2,
      surprise: 'Above forecast (+0.2%), bearish for AUD',
      sentiment: 'bearish',
    });
  });

  it('leaves the surprise empty until the actual is out, or without a forecast', () => {
    const unreleased = { event: 'CPI y/y', currency: 'GBP', sourceImpact: 'High', forecast: '2.9%', actual: null };
    expect(analyseEvent(unreleased)).toEqual({
      impact: 'high',
      surpriseNumeric: null,
      surprise: null,
      sentiment: null,
    });
    expect(analyseEvent({ ...unreleased, forecast: null, actual: '3.0%' }).surpriseNumeric).toBeNull();
    expect(analyseEvent({ ...unreleased, sourceImpact: 'Holiday', forecast: null }).impact).toBe('holiday');
  });
});

describe('currencyBiasFrom', () => {
  const at = new Date('2026-08-21T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(at.getTime() - hours * 3_600_000);
  const event = (overrides: Partial<BiasInput>): BiasInput => ({
    event: 'CPI m/m',
    impact: 'high',
    sentiment: 'bullish',
    publishedAt: hoursAgo(1),
    surprise: 'Above forecast (+0.2%), bullish for USD',
    ...overrides,
  });

  it('is neutral at 0 with nothing to go on', () => {
    expect(currencyBiasFrom('USD', [], at)).toEqual({
      currency: 'USD',
      bias: 'neutral',
      score: 0,
      basedOn: 0,
      drivers: [],
    });
  });

  it('is fully bullish when every surprise is, however many there are', () => {
    const bias = currencyBiasFrom('USD', [event({}), event({ impact: 'medium', publishedAt: hoursAgo(30) })], at);
    expect(bias).toMatchObject({ bias: 'bullish', score: 1, basedOn: 2 });
    expect(bias.drivers.map((driver) => driver.event)).toHaveLength(2);
  });

  it('weighs high impact above medium, and fresh news above old', () => {
    const mixed = currencyBiasFrom(
      'USD',
      [event({ impact: 'high' }), event({ impact: 'medium', sentiment: 'bearish', event: 'Retail Sales m/m' })],
      at,
    );
    // 1 against 0.5, nearly the same age: (1 - 0.5) / 1.5.
    expect(mixed.score).toBeCloseTo(0.33, 2);
    expect(mixed.bias).toBe('bullish');
    expect(mixed.drivers[0]).toMatchObject({ event: 'CPI m/m', contribution: 0.67 });
    expect(mixed.drivers[1]).toMatchObject({ event: 'Retail Sales m/m', contribution: -0.33 });

    // The same two, the bullish one four days old: its weight has halved twice.
    const aged = currencyBiasFrom(
      'USD',
      [
        event({ publishedAt: hoursAgo(97) }),
        event({ impact: 'medium', sentiment: 'bearish', publishedAt: hoursAgo(1) }),
      ],
      at,
    );
    expect(aged.score).toBeLessThan(0);
  });

  it('counts in-line releases towards the weight, so a lone small surprise is not a trend', () => {
    const bias = currencyBiasFrom(
      'EUR',
      [event({ impact: 'medium' }), event({ sentiment: 'neutral' }), event({ sentiment: 'neutral' })],
      at,
    );
    expect(bias).toMatchObject({ bias: 'neutral', score: 0.2, basedOn: 3 });
    expect(bias.drivers).toHaveLength(1);
  });

  it('ignores events after the moment asked about, and holidays', () => {
    const bias = currencyBiasFrom(
      'JPY',
      [event({ publishedAt: new Date(at.getTime() + 60_000) }), event({ impact: 'holiday', sentiment: 'bearish' })],
      at,
    );
    expect(bias).toMatchObject({ bias: 'neutral', score: 0, basedOn: 0 });
  });

  it('names at most five drivers, strongest first', () => {
    const events = Array.from({ length: 8 }, (_, index) =>
      event({ event: `Event ${index}`, publishedAt: hoursAgo(index * 10) }),
    );
    const bias = currencyBiasFrom('USD', events, at);
    expect(bias.drivers.map((driver) => driver.event)).toEqual(['Event 0', 'Event 1', 'Event 2', 'Event 3', 'Event 4']);
  });
});
