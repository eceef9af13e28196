import { formatDifference, formatWithUnit, parseCalendarValue, roundTo, surpriseOf } from './news-values.js';

describe('parseCalendarValue', () => {
  it.each([
    ['0.3%', { amount: 0.3, suffix: '%', decimals: 1 }],
    ['175K', { amount: 175, suffix: 'K', decimals: 0 }],
    ['-1.2M', { amount: -1.2, suffix: 'M', decimals: 1 }],
    ['1.5B', { amount: 1.5, suffix: 'B', decimals: 1 }],
    ['-0.44T', { amount: -0.44, suffix: 'T', decimals: 2 }],
    ['<0.1%', { amount: 0.1, suffix: '%', decimals: 1 }],
    ['>2.5%', { amount: 2.5, suffix: '%', decimals: 1 }],
    ['+0.5%', { amount: 0.5, suffix: '%', decimals: 1 }],
    ['50.6', { amount: 50.6, suffix: '', decimals: 1 }],
    ['-0.15%', { amount: -0.15, suffix: '%', decimals: 2 }],
    ['1,234.5K', { amount: 1234.5, suffix: 'K', decimals: 1 }],
    ['16.5k', { amount: 16.5, suffix: 'K', decimals: 1 }],
    ['.5%', { amount: 0.5, suffix: '%', decimals: 1 }],
    [' 0.3 % ', { amount: 0.3, suffix: '%', decimals: 1 }],
    ['\u22120.2%', { amount: -0.2, suffix: '%', decimals: 1 }],
    ['-0.0%', { amount: 0, suffix: '%', decimals: 1 }],
    ['5.04|3.1', { amount: 5.04, suffix: '', decimals: 2 }],
  ])('reads %j', (text, expected) => {
    expect(parseCalendarValue(text)).toEqual(expected);
    expect(Object.is(parseCalendarValue(text)!.amount, -0)).toBe(false);
  });

  it.each([[''], ['   '], [null], [undefined], ['-'], ['%'], ['Hawkish'], ['0.3%%'], ['1.2.3'], ['12,34'], ['K']])(
    'reads %j as no value',
    (text) => {
      expect(parseCalendarValue(text)).toBeNull();
    },
  );
});

describe('surpriseOf (actual minus forecast, in the forecast unit)', () => {
  it.each([
    ['0.5%', '0.3%', 0.2],
    ['0.1%', '0.3%', -0.2],
    ['0.3%', '0.1%', 0.2],
    ['200K', '175K', 25],
    ['150K', '175K', -25],
    ['-1.2M', '-0.8M', -0.4],
    ['1.5B', '1.25B', 0.25],
    ['1.2M', '950K', 250],
    ['0.9M', '1.1M', -0.2],
    ['<0.1%', '0.2%', -0.1],
    ['-0.3%', '-0.5%', 0.2],
    ['0.2%', '0.2%', 0],
    ['1.50%', '1.5%', 0],
    ['4.6%', '4%', 0.6],
    ['0.095', '0.6', -0.505],
    ['0.5%', '0.3', 0.2],
    ['52.3', '50.1', 2.2],
  ])('%s against %s is %d', (actual, forecast, expected) => {
    expect(surpriseOf(actual, forecast)).toBe(expected);
  });

  it.each([
    [null, '0.3%'],
    ['0.3%', null],
    ['', '0.3%'],
    ['0.3%', ''],
    ['n/a', '0.3%'],
    ['175K', '0.3%'],
    ['0.3%', '1.2M'],
  ])('has none for %j against %j', (actual, forecast) => {
    expect(surpriseOf(actual, forecast)).toBeNull();
  });
});

describe('the recorded calendar the demo replays', () => {
  // Every form its 2017 and 2018 figures take, in rows of its own.
  it.each([
    ['Federal Funds Rate, 21 March 2018', '<1.75%', '<1.75%', 0],
    ['BOJ Policy Rate, 23 January 2018', '-0.10%', '-0.10%', 0],
    ['US Non-Farm Employment Change, 5 January 2018', '148K', '190K', -42],
    ['UK Claimant Count Change, 21 February 2018', '-7.2K', '2.3K', -9.5],
    ['Canadian Trade Balance, 5 January 2018', '-2.5B', '-1.2B', -1.3],
    ['Japanese Current Account, 11 January 2018', '1.70T', '2.19T', -0.49],
    ['US JOLTS Job Openings, 9 January 2018', '5.88M', '6.05M', -0.17],
    ['US ISM Manufacturing PMI, 3 January 2018', '59.7', '58.1', 1.6],
  ])('%s: %s against %s is %d', (_event, actual, forecast, expected) => {
    expect(surpriseOf(actual, forecast)).toBe(expected);
  });

  it('has no surprise for the MPC vote counts (hike-hold-cut), which are not one figure', () => {
    expect(parseCalendarValue('2-0-7')).toBeNull();
    expect(surpriseOf('2-0-7', '0-0-9')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes a difference like its forecast, with its sign', () => {
    expect(formatDifference(0.2, '0.3%')).toBe('+0.2%');
    expect(formatDifference(-25, '175K')).toBe('-25K');
    expect(formatDifference(250, '950K')).toBe('+250K');
    expect(formatDifference(-0.505, '0.6')).toBe('-0.505');
    expect(formatDifference(0, '0.6')).toBe('0');
  });

  it('writes a provider number with its unit', () => {
    expect(formatWithUnit(0.3, '%')).toBe('0.3%');
    expect(formatWithUnit(-1.2, 'M')).toBe('-1.2M');
    expect(formatWithUnit(1135.1, 'B')).toBe('1135.1B');
    expect(formatWithUnit(61.6, null)).toBe('61.6');
    expect(formatWithUnit(4, 'USD')).toBe('4 USD');
    expect(formatWithUnit(null, '%')).toBeNull();
    expect(formatWithUnit(Number.NaN, '%')).toBeNull();
  });

  it('rounds away binary noise', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(roundTo(0.3 - 0.1, 1)).toBe(0.2);
    expect(Object.is(roundTo(-0.0001, 2), -0)).toBe(false);
  });
});
