import { IsNull } from 'typeorm';
import { NewsEvent } from '../../server/src/news/news-event.entity.js';
import { surpriseOf } from '../../server/src/news/news-values.js';
import { NewsService } from '../../server/src/news/news.service.js';
import { FakeClock } from '../support/fake-clock.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
// A Wednesday afternoon: part of this week's releases are out, part are still to come.
const START = new Date('2026-11-18T15:00:00.000Z');
const ITEM_FIELDS = [
  'actual',
  'country',
  'currency',
  'date',
  'event',
  'forecast',
  'id',
  'impact',
  'previous',
  'publishedAt',
  'surprise',
  'surpriseNumeric',
  'time',
];

describe('news on the demo source', () => {
  let testApp: TestApp;
  let adminToken: string;
  let subscriberToken: string;
  let strangerToken: string;

  const events = () => testApp.dataSource.getRepository(NewsEvent);
  const asAdmin = (path: string) => testApp.http.post(path).set(bearer(adminToken));

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { clock: new FakeClock(START) });
    adminToken = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    const subscriber = await signUp(testApp.http);
    subscriberToken = subscriber.accessToken;
    await activateSubscription(testApp, subscriber.user.id);
    strangerToken = (await signUp(testApp.http)).accessToken;
  });
  afterAll(() => testApp.close());

  it('keeps every news route to subscribers with an active subscription and admins', async () => {
    const routes = [
      ['get', '/api/news/processed'],
      ['post', '/api/news/scrape'],
      ['post', '/api/news/analyze'],
      ['post', '/api/update-forex-news'],
    ] as const;
    for (const [method, path] of routes) {
      const anonymous = await testApp.http[method](path).expect(401);
      expect(anonymous.body.message).toBe('Please sign in to continue.');
      const stranger = await testApp.http[method](path).set(bearer(strangerToken)).expect(403);
      expect(stranger.body.message).toBe('You need an active subscription to access this feature.');
    }
    expect(await events().count()).toBe(0);
  });

  it('answers an empty week, never updated, before the first scrape', async () => {
    const response = await testApp.http.get('/api/news/processed').set(bearer(subscriberToken)).expect(200);
    expect(response.body).toEqual({
      success: true,
      data: [],
      summary: { total: 0, high: 0, medium: 0, low: 0, holiday: 0, currencies: 0 },
      lastUpdated: null,
      source: 'demo',
      window: { from: '2026-11-11T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' },
    });
  });

  it('scrapes idempotently: the second run stores nothing new', async () => {
    const first = await asAdmin('/api/news/scrape').expect(200);
    expect(first.body).toMatchObject({ success: true, performed: true, nextAllowedAt: null });
    expect(first.body.analysis).toBeUndefined();
    const stored = await events().count();
    expect(stored).toBeGreaterThan(50);
    expect(first.body.scrape).toEqual({
      source: 'demo',
      fetched: true,
      fetchedAt: START.toISOString(),
      nextFetchAt: null,
      received: stored,
      inserted: stored,
      updated: 0,
      unchanged: 0,
      removed: 0,
    });
    expect(first.body.message).toBe(
      `Fetched ${stored} events from the demo calendar: ${stored} new, 0 updated, 0 unchanged.`,
    );

    const second = await asAdmin('/api/news/scrape').expect(200);
    expect(second.body.scrape).toMatchObject({
      received: stored,
      inserted: 0,
      updated: 0,
      unchanged: stored,
      removed: 0,
    });
    expect(await events().count()).toBe(stored);
  });

  it('keeps new events out of the list until they are analysed', async () => {
    const response = await testApp.http.get('/api/news/processed').set(bearer(subscriberToken)).expect(200);
    expect(response.body.data).toEqual([]);
    expect(response.body.lastUpdated).toBe(START.toISOString());
  });

  it('analyses impact, surprise and sentiment, and reports each currency bias', async () => {
    const response = await asAdmin('/api/news/analyze').expect(200);
    const stored = await events().find();
    expect(response.body).toMatchObject({ success: true, performed: true, analysis: { analyzed: stored.length } });
    expect(response.body.message).toBe(`Analysed ${stored.length} new or changed events.`);
    expect(response.body.scrape).toBeUndefined();

    for (const event of stored) {
      expect(event.analyzedAt?.toISOString()).toBe(START.toISOString());
      expect(event.impact).toBe(event.sourceImpact.toLowerCase());
      if (event.publishedAt > START) {
        expect(event.actual).toBeNull();
        expect(event.surprise).toBeNull();
        expect(event.surpriseNumeric).toBeNull();
      } else {
        // As recorded: speeches, meetings and holidays have no figure.
        expect(event.surpriseNumeric).toBe(surpriseOf(event.actual, event.forecast));
        if (event.surpriseNumeric === 0) expect(event.surprise).toBe('In line with forecast');
        if (event.surpriseNumeric! > 0) expect(event.surprise).toMatch(/^Above forecast \(\+/);
        if (event.surpriseNumeric! < 0) expect(event.surprise).toMatch(/^Below forecast \(-/);
      }
    }
    const claims = stored.find((event) => event.event === 'Unemployment Claims' && event.surpriseNumeric);
    expect(claims?.sentiment).toBe(claims!.surpriseNumeric! > 0 ? 'bearish' : 'bullish');
    const crude = stored.find((event) => event.event === 'Crude Oil Inventories' && event.actual);
    expect(crude?.sentiment).toBeNull();

    const biases = response.body.analysis.biases as Array<{
      currency: string;
      bias: string;
      score: number;
      basedOn: number;
    }>;
    expect(biases.map((bias) => bias.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));
    for (const bias of biases) {
      expect(bias.score).toBeGreaterThanOrEqual(-1);
      expect(bias.score).toBeLessThanOrEqual(1);
      expect(bias.basedOn).toBeGreaterThan(0);
      expect(['bullish', 'bearish', 'neutral']).toContain(bias.bias);
    }
    const again = await asAdmin('/api/news/analyze').expect(200);
    expect(again.body.analysis.analyzed).toBe(0);
  });

  it('lists the events of every impact of the past week, this week and the coming week, earliest first', async () => {
    const response = await testApp.http.get('/api/news/processed').set(bearer(subscriberToken)).expect(200);
    const { data, summary } = response.body as {
      data: Array<Record<string, unknown> & { publishedAt: string; impact: string; currency: string }>;
      summary: Record<string, number>;
    };
    expect(data.length).toBeGreaterThan(20);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
      expect(['high', 'medium', 'low', 'holiday']).toContain(item.impact);
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(item.date).toBe(item.publishedAt.slice(0, 10));
      expect(item.time).toBe(item.publishedAt.slice(11, 16));
      expect(item.publishedAt >= '2026-11-11T00:00:00.000Z' && item.publishedAt < '2026-11-30T00:00:00.000Z').toBe(
        true,
      );
      expect(typeof item.previous).toBe('string');
      expect(typeof item.forecast).toBe('string');
    }
    const times = data.map((item) => item.publishedAt);
    expect([...times].sort()).toEqual(times);
    expect(summary).toEqual({
      total: data.length,
      high: data.filter((item) => item.impact === 'high').length,
      medium: data.filter((item) => item.impact === 'medium').length,
      low: data.filter((item) => item.impact === 'low').length,
      holiday: data.filter((item) => item.impact === 'holiday').length,
      currencies: new Set(data.map((item) => item.currency)).size,
    });
    expect(summary.high).toBeGreaterThan(0);
    expect(summary.medium).toBeGreaterThan(0);
    const released = data.filter((item) => item.publishedAt <= START.toISOString());
    const upcoming = data.filter((item) => item.publishedAt > START.toISOString());
    expect(released.filter((item) => item.actual !== null).length).toBeGreaterThan(released.length / 2);
    expect(upcoming.filter((item) => !(item.actual === null && item.surprise === null))).toEqual([]);
    expect(summary.low).toBeGreaterThan(0);
    expect(summary.high).toBeLessThan(summary.total / 3);
  });

  it('lists the same events for readers in every time zone', async () => {
    const plain = await testApp.http.get('/api/news/processed').set(bearer(subscriberToken)).expect(200);
    for (const tz of ['Pacific/Auckland', 'America/New_York', 'UTC']) {
      const zoned = await testApp.http
        .get('/api/news/processed')
        .query({ tz })
        .set(bearer(subscriberToken))
        .expect(200);
      expect(zoned.body).toEqual(plain.body);
    }
    expect(plain.body.window).toEqual({ from: '2026-11-11T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' });
    const last = plain.body.data[plain.body.data.length - 1].publishedAt;
    // The coming week is there too, for planning.
    expect(last > '2026-11-23T00:00:00.000Z').toBe(true);
  });

  it('refuses a bad time zone, unknown query fields and any body on the actions', async () => {
    const zone = await testApp.http.get('/api/news/processed?tz=Mars/Olympus').set(bearer(subscriberToken)).expect(400);
    expect(zone.body.message).toBe(
      'The time zone (tz) must be an IANA name such as Europe/London or America/New_York.',
    );
    const unknown = await testApp.http.get('/api/news/processed?limit=5').set(bearer(subscriberToken)).expect(400);
    expect(unknown.body.message).toBe("Unknown field 'limit'.");
    for (const path of ['/api/news/scrape', '/api/news/analyze', '/api/update-forex-news']) {
      const body = await asAdmin(path).send({ force: true }).expect(400);
      expect(body.body.message).toBe("Unknown field 'force'.");
      // The portal posts the update with a JSON content type and an empty object.
      await asAdmin(path).send({}).expect(200);
    }
  });

  it('fills actuals in place as releases come out', async () => {
    const before = await events().count();
    const pending = await events().find({ where: { actual: IsNull() } });
    expect(pending.length).toBeGreaterThan(0);
    testApp.clock.advanceDays(1);
    const now = testApp.clock.now();
    const releasedSince = (await events().find()).filter(
      (event) => event.publishedAt > START && event.publishedAt <= now,
    );
    expect(releasedSince.length).toBeGreaterThan(0);

    const response = await asAdmin('/api/update-forex-news').expect(200);
    expect(await events().count()).toBe(before);
    const after = await Promise.all(releasedSince.map((earlier) => events().findOneByOrFail({ id: earlier.id })));
    // Releases recorded with a figure get it; speeches and meetings stay without one, unchanged.
    const filledIn = after.filter((event) => event.actual !== null);
    expect(filledIn.length).toBeGreaterThan(releasedSince.length / 2);
    expect(response.body.scrape).toMatchObject({ inserted: 0, updated: filledIn.length, removed: 0 });
    expect(response.body.analysis.analyzed).toBe(filledIn.length);
    for (const [at, now] of after.entries()) {
      expect(now.surpriseNumeric).toBe(surpriseOf(now.actual, now.forecast));
      expect(now.sourceKey).toBe(releasedSince[at].sourceKey);
    }
  });

  it('lets a subscriber run each action once per cool-down, and says when again', async () => {
    const first = await testApp.http.post('/api/update-forex-news').set(bearer(subscriberToken)).expect(200);
    const now = testApp.clock.now();
    expect(first.body).toMatchObject({
      success: true,
      performed: true,
      nextAllowedAt: new Date(now.getTime() + 5 * 60_000).toISOString(),
    });
    expect(first.body.scrape.fetched).toBe(true);

    testApp.clock.advanceMinutes(2);
    const again = await testApp.http.post('/api/update-forex-news').set(bearer(subscriberToken)).expect(200);
    expect(again.body).toEqual({
      success: true,
      performed: false,
      message: 'You asked for this 2 minutes ago. You can ask again in 3 minutes.',
      nextAllowedAt: new Date(now.getTime() + 5 * 60_000).toISOString(),
    });
    // Each action has its own cool-down; the portal's scrape-then-analyze goes through.
    await testApp.http
      .post('/api/news/scrape')
      .set(bearer(subscriberToken))
      .expect(200, /"performed":true/);
    await testApp.http
      .post('/api/news/analyze')
      .set(bearer(subscriberToken))
      .expect(200, /"performed":true/);

    testApp.clock.advanceMinutes(3);
    const later = await testApp.http.post('/api/update-forex-news').set(bearer(subscriberToken)).expect(200);
    expect(later.body.performed).toBe(true);

    // Another subscriber has a cool-down of their own; admins have none.
    const other = await signUp(testApp.http);
    await activateSubscription(testApp, other.user.id);
    await testApp.http
      .post('/api/update-forex-news')
      .set(bearer(other.accessToken))
      .expect(200, /"performed":true/);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const admin = await asAdmin('/api/update-forex-news').expect(200);
      expect(admin.body).toMatchObject({ performed: true, nextAllowedAt: null });
    }
  });

  it('answers other modules: upcoming high-impact events and a currency bias', async () => {
    const news = testApp.app.get(NewsService);
    const now = testApp.clock.now();
    const weekAhead = new Date(now.getTime() + 7 * 24 * 3_600_000);
    const upcoming = await news.upcomingHighImpact(['usd', 'EUR'], now, weekAhead);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) {
      expect(event.impact).toBe('high');
      expect(['USD', 'EUR', 'ALL']).toContain(event.currency);
      expect(event.publishedAt >= now && event.publishedAt < weekAhead).toBe(true);
      expect(event.actual).toBeNull();
    }
    expect(upcoming.map((event) => event.publishedAt.getTime())).toEqual(
      upcoming.map((event) => event.publishedAt.getTime()).sort((a, b) => a - b),
    );
    expect(await news.upcomingHighImpact(['USD'], weekAhead, now)).toEqual([]);

    const usd = await news.currencyBias('usd');
    expect(usd.currency).toBe('USD');
    expect(usd.basedOn).toBeGreaterThan(0);
    expect(usd.drivers.length).toBeLessThanOrEqual(5);
    for (const driver of usd.drivers) expect(driver.publishedAt <= now).toBe(true);
    const nothing = await news.currencyBias('SEK');
    expect(nothing).toEqual({ currency: 'SEK', bias: 'neutral', score: 0, basedOn: 0, drivers: [] });
  });
});
