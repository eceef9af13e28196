import { FakeClock } from '../support/fake-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** Monday 29 December 2025, the start of ISO week 1 of 2026. */
const FIRST_MONDAY = Date.parse('2025-12-29T00:00:00Z');
/** Every week of 2026 and the first two of 2027: both ends of the year. */
const WEEKS = 55;
/** Each central bank's rate decision, titled as the recorded calendar titles it. */
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
/** From the first zone to start a day to the last. */
const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'Pacific/Pago_Pago',
];

interface Item {
  id: number;
  event: string;
  currency: string;
  impact: string;
  publishedAt: string;
  forecast: string;
  actual: string | null;
  surprise: string | null;
}
interface Answer {
  source: string;
  data: Item[];
  summary: { total: number; high: number };
  window: { from: string; to: string };
}

/** From Saturday 00:00 to Sunday 21:00 UTC no market is open; Sunday 21:00 UTC is Monday morning in Wellington. */
const onWeekend = (iso: string) => {
  const at = new Date(iso);
  return at.getUTCDay() === 6 || (at.getUTCDay() === 0 && at.getUTCHours() < 21);
};

describe('the demo calendar through the news endpoints, week after week for a year', () => {
  let testApp: TestApp;
  let admin: string;
  const answers: { now: Date; body: Answer }[] = [];
  const processed = (query: Record<string, string> = {}) =>
    testApp.http.get('/api/news/processed').query(query).set(bearer(admin)).expect(200);

  beforeAll(async () => {
    testApp = await startTestApp({}, { clock: new FakeClock(new Date(FIRST_MONDAY)) });
    admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    for (let week = 0; week < WEEKS; week += 1) {
      // A different weekday and hour each week.
      testApp.clock.moveTo(new Date(FIRST_MONDAY + week * WEEK_MS + ((week * 29) % 168) * HOUR_MS));
      await testApp.http.post('/api/update-forex-news').set(bearer(admin)).send({}).expect(200);
      answers.push({ now: testApp.clock.now(), body: (await processed()).body });
    }
    // A year of weekly loads: about 30 s alone, more on a busy machine.
  }, 240_000);
  afterAll(() => testApp.close());

  /** Every event listed in the year, once, as last listed. */
  const listed = () => [...new Map(answers.flatMap(({ body }) => body.data.map((item) => [item.id, item]))).values()];

  it('says the demo source runs, and lists every week', () => {
    for (const { now, body } of answers) {
      expect(body.source).toBe('demo');
      expect([now.toISOString(), body.data.length > 100]).toEqual([now.toISOString(), true]);
    }
  });

  it('lets no central bank decide twice within 25 days', () => {
    const events = listed();
    for (const [currency, title] of RATE_DECISIONS) {
      const times = events
        .filter((item) => item.currency === currency && item.event === title)
        .map((item) => Date.parse(item.publishedAt))
        .sort((a, b) => a - b);
      expect([title, times.length >= 4]).toEqual([title, true]);
      const closest = Math.min(...times.slice(1).map((time, at) => time - times[at]));
      expect([title, closest / DAY_MS >= 25]).toEqual([title, true]);
    }
  });

  it('keeps weekends quiet (at most 2% of the events) and High a minority (at most 35%)', () => {
    const events = listed();
    expect(events.length).toBeGreaterThan(4000);
    expect(events.filter((item) => onWeekend(item.publishedAt)).length / events.length).toBeLessThanOrEqual(0.02);
    expect(events.filter((item) => item.impact === 'high').length / events.length).toBeLessThanOrEqual(0.35);
    for (const { now, body } of answers) {
      expect([now.toISOString(), body.summary.high / body.summary.total <= 0.35]).toEqual([now.toISOString(), true]);
    }
  });

  it('shows actuals and surprises for released events only', () => {
    for (const { now, body } of answers) {
      const upcoming = body.data.filter((item) => Date.parse(item.publishedAt) > now.getTime());
      expect(upcoming.filter((item) => item.actual !== null || item.surprise !== null)).toEqual([]);
      const released = body.data.filter((item) => Date.parse(item.publishedAt) <= now.getTime() && item.forecast);
      expect(released.filter((item) => item.actual !== null).length / released.length).toBeGreaterThan(0.9);
    }
  });

  it('updates each event in place as the weeks go by: one row per release', () => {
    const ids = new Map<string, Set<number>>();
    for (const { body } of answers)
      for (const item of body.data) {
        const key = `${item.currency} ${item.event} ${item.publishedAt}`;
        ids.set(key, (ids.get(key) ?? new Set()).add(item.id));
      }
    expect([...ids.values()].filter((set) => set.size > 1)).toEqual([]);
    // An event listed before its release is listed with its actual, under the same id, a week later.
    const [before, after] = [answers[20], answers[21]];
    const released = after.body.data.filter(
      (item) => Date.parse(item.publishedAt) > before.now.getTime() && item.actual !== null,
    );
    expect(released.length).toBeGreaterThan(10);
    const earlier = new Map(before.body.data.map((item) => [item.id, item]));
    for (const item of released) expect(earlier.get(item.id)?.actual).toBeNull();
  });

  it('answers the same list in every time zone, a zone sent or not', async () => {
    // A Sunday evening and a Monday morning (UTC), when readers' calendars disagree on the day and week.
    for (const moment of ['2027-01-10T22:30:00Z', '2027-01-11T06:00:00Z']) {
      testApp.clock.moveTo(new Date(moment));
      await testApp.http.post('/api/update-forex-news').set(bearer(admin)).send({}).expect(200);
      const plain = (await processed()).body as Answer;
      expect(plain.data.length).toBeGreaterThan(100);
      for (const tz of ZONES) expect([tz, (await processed({ tz })).body]).toEqual([tz, plain]);
    }
  });
});
