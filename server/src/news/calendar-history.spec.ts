import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { parseCalendarHistory } from './calendar-history.js';

const HEADER = 'time_utc,currency,impact,event,actual,forecast,previous';

describe('parseCalendarHistory', () => {
  it('reads each row as recorded: UTC time, currency, impact, title and the three figures', () => {
    const text = [
      HEADER,
      '2018-01-01T05:00:00Z,USD,holiday,Bank Holiday,,,',
      '2018-01-05T13:30:00Z,USD,high,Non-Farm Employment Change,148K,191K,252K',
      '2018-01-09T00:30:00Z,AUD,medium,Retail Sales m/m,1.2%,0.4%,0.5%',
      '2018-03-19T05:00:00Z,All,high,G20 Meetings,,,',
      '2018-12-19T19:00:00Z,USD,high,Federal Funds Rate,<2.50%,<2.50%,<2.25%',
    ].join('\n');
    expect(parseCalendarHistory(text)).toEqual([
      {
        at: new Date('2018-01-01T05:00:00Z'),
        currency: 'USD',
        impact: 'holiday',
        event: 'Bank Holiday',
        actual: null,
        forecast: null,
        previous: null,
      },
      {
        at: new Date('2018-01-05T13:30:00Z'),
        currency: 'USD',
        impact: 'high',
        event: 'Non-Farm Employment Change',
        actual: '148K',
        forecast: '191K',
        previous: '252K',
      },
      {
        at: new Date('2018-01-09T00:30:00Z'),
        currency: 'AUD',
        impact: 'medium',
        event: 'Retail Sales m/m',
        actual: '1.2%',
        forecast: '0.4%',
        previous: '0.5%',
      },
      {
        at: new Date('2018-03-19T05:00:00Z'),
        currency: 'All',
        impact: 'high',
        event: 'G20 Meetings',
        actual: null,
        forecast: null,
        previous: null,
      },
      {
        at: new Date('2018-12-19T19:00:00Z'),
        currency: 'USD',
        impact: 'high',
        event: 'Federal Funds Rate',
        actual: '<2.50%',
        forecast: '<2.50%',
        previous: '<2.25%',
      },
    ]);
  });

  it('reads quoted fields: commas, doubled quotes and line breaks inside, CRLF line ends, a BOM', () => {
    const text =
      '\uFEFF' +
      [
        HEADER,
        '2018-06-14T11:45:00Z,EUR,high,"ECB Press Conference, Riga",,,',
        '2018-06-14T12:30:00Z,EUR,low,"The ""Flash"" estimate",1.9%,"1.9%",',
        '2018-06-15T02:00:00Z,JPY,medium,"BOJ Policy Rate\nand statement",-0.10%,-0.10%,-0.10%',
        '',
      ].join('\r\n');
    const releases = parseCalendarHistory(text);
    expect(releases.map((release) => release.event)).toEqual([
      'ECB Press Conference, Riga',
      'The "Flash" estimate',
      'BOJ Policy Rate\nand statement',
    ]);
    expect(releases[1]).toMatchObject({ actual: '1.9%', forecast: '1.9%', previous: null });
    expect(releases[2].at.toISOString()).toBe('2018-06-15T02:00:00.000Z');
  });

  it('finds the columns by name, in any order, and reads impacts in any case', () => {
    const text = [
      'event,currency,time_utc,impact,previous,forecast,actual',
      'CPI m/m,USD,2018-02-14T13:30:00Z,High,0.2%,0.3%,0.5%',
    ].join('\n');
    expect(parseCalendarHistory(text)).toEqual([
      {
        at: new Date('2018-02-14T13:30:00Z'),
        currency: 'USD',
        impact: 'high',
        event: 'CPI m/m',
        actual: '0.5%',
        forecast: '0.3%',
        previous: '0.2%',
      },
    ]);
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(() => parseCalendarHistory('')).toThrow('Calendar history is empty: no header line.');
    expect(() => parseCalendarHistory('time_utc,currency,event\n')).toThrow(
      'Calendar history lacks the column(s) impact, actual, forecast, previous.',
    );
    expect(() => parseCalendarHistory(`${HEADER}\n2018-01-05T13:30:00Z,USD,high,NFP,148K,191K`)).toThrow(
      'Calendar history line 2: 6 fields where the header has 7.',
    );
    expect(() => parseCalendarHistory(`${HEADER}\n\n2018-01-05 13:30,USD,high,NFP,,,`)).toThrow(
      'Calendar history line 3: "2018-01-05 13:30" is not a UTC time such as 2018-01-05T13:30:00Z.',
    );
    expect(() => parseCalendarHistory(`${HEADER}\n2018-01-05T13:30:00Z,USD,red,NFP,,,`)).toThrow(
      'Calendar history line 2: impact "red" is not one of high, medium, low, holiday.',
    );
    expect(() => parseCalendarHistory(`${HEADER}\n2018-01-05T13:30:00Z,,high,NFP,,,`)).toThrow(
      'Calendar history line 2: a release needs a currency and an event.',
    );
    expect(() => parseCalendarHistory(`${HEADER}\n2018-01-05T13:30:00Z,USD,high,"NFP,,,`)).toThrow(
      'Calendar history line 2: a quoted field is never closed.',
    );
  });

  it('reads the recorded years the demo calendar replays, every row of them', () => {
    for (const year of [2017, 2018]) {
      const file = new URL(`./providers/recorded-calendar/forexfactory-${year}.csv.gz`, import.meta.url);
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      const releases = parseCalendarHistory(text);
      expect(releases).toHaveLength(text.trim().split('\n').length - 1);
      expect(releases.filter((release) => !(release.at.getUTCFullYear() === year))).toEqual([]);
      const times = releases.map((release) => release.at.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });
});
