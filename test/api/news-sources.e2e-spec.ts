import { withReference } from '../support/errors.js';
import { NewsEvent } from '../../server/src/news/news-event.entity.js';
import { FakeCalendar, recorded } from '../fakes/fake-calendar.js';
import { FakeClock } from '../support/fake-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

interface FeedEntry {
  title: string;
  country: string;
  date: string;
  impact: string;
  forecast: string;
  previous: string;
}

async function adminToken(testApp: TestApp): Promise<string> {
  return (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
}

describe('the ForexFactory weekly feed, served by a fake on 127.0.0.1', () => {
  const calendar = new FakeCalendar();
  const feed = JSON.parse(recorded('forexfactory-thisweek.json')) as FeedEntry[];
  // Every impact is listed: the panel filters High, Medium, Low and Holiday itself.
  const listedEvents = feed;
  const ofImpact = (impact: string) => feed.filter((entry) => entry.impact === impact).length;
  let testApp: TestApp;
  let token: string;

  const update = () => testApp.http.post('/api/update-forex-news').set(bearer(token));
  const processed = () => testApp.http.get('/api/news/processed?tz=America/New_York').set(bearer(token)).expect(200);

  beforeAll(async () => {
    await calendar.start();
    testApp = await startTestApp(
      {
        NEWS_SOURCE: 'forexfactory',
        FOREXFACTORY_FEED_URL: `${calendar.baseUrl}/ff_calendar_thisweek.json`,
        NEWS_MIN_FETCH_MINUTES: '30',
        NEWS_FETCH_TIMEOUT_SECONDS: '1',
      },
      // Wednesday of the recorded week, 08:00 in New York.
      { clock: new FakeClock(new Date('2026-08-19T12:00:00.000Z')) },
    );
    token = await adminToken(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await calendar.stop();
  });

  it('stores the recorded week and lists its events of every impact', async () => {
    calendar.answerWith({ body: recorded('forexfactory-thisweek.json') });
    const response = await update().expect(200);
    expect(response.body.scrape).toEqual({
      source: 'forexfactory',
      fetched: true,
      fetchedAt: '2026-08-19T12:00:00.000Z',
      nextFetchAt: '2026-08-19T12:30:00.000Z',
      received: 100,
      inserted: 100,
      updated: 0,
      unchanged: 0,
      removed: 0,
    });
    expect(calendar.requests.map((url) => url.pathname)).toEqual(['/ff_calendar_thisweek.json']);

    const { body } = await processed();
    expect(body.data).toHaveLength(listedEvents.length);
    expect(body.summary).toEqual({
      total: listedEvents.length,
      high: ofImpact('High'),
      medium: ofImpact('Medium'),
      low: ofImpact('Low'),
      holiday: ofImpact('Holiday'),
      currencies: new Set(listedEvents.map((entry) => entry.country)).size,
    });
    expect(body.lastUpdated).toBe('2026-08-19T12:00:00.000Z');
    expect(
      body.data.find(
        (item: { event: string; currency: string }) => item.event === 'CPI m/m' && item.currency === 'CAD',
      ),
    ).toEqual({
      id: expect.any(Number),
      event: 'CPI m/m',
      country: 'CA',
      currency: 'CAD',
      impact: 'high',
      publishedAt: '2026-08-17T12:30:00.000Z',
      date: '2026-08-17',
      time: '12:30',
      previous: '-0.4%',
      forecast: '0.4%',
      actual: null,
      surprise: null,
      surpriseNumeric: null,
    });
    const events = await testApp.dataSource.getRepository(NewsEvent).find();
    // The feed escapes slashes ("m\/m"); the stored titles do not.
    expect(events.some((event) => event.event === 'Prelim GDP q/q')).toBe(true);
    expect(events.filter((event) => event.event.includes('\\'))).toEqual([]);
  });

  it('asks the feed at most once per NEWS_MIN_FETCH_MINUTES and says the news is current', async () => {
    testApp.clock.advanceMinutes(10);
    const response = await update().expect(200);
    expect(response.body.scrape).toMatchObject({
      fetched: false,
      fetchedAt: '2026-08-19T12:00:00.000Z',
      nextFetchAt: '2026-08-19T12:30:00.000Z',
    });
    expect(response.body.message).toBe(
      'ForexFactory is asked at most once every 30 minutes; the news fetched at 2026-08-19 12:00 UTC is current. ' +
        'The next fetch can happen from 2026-08-19 12:30 UTC. Analysed 0 new or changed events.',
    );
    expect(calendar.requests).toHaveLength(1);
  });

  it('keeps serving the last good week through a 429, and waits for its Retry-After', async () => {
    testApp.clock.advanceMinutes(21);
    calendar.answerWith({ status: 429, body: '<html>Too Many Requests</html>', headers: { 'Retry-After': '3600' } });
    const refused = await update().expect(503);
    expect(refused.body.message).toBe(
      withReference(
        'ForexFactory refused the request: too many requests (HTTP 429). The news fetched at 2026-08-19 12:00 UTC is still being served.',
        refused,
      ),
    );
    expect(calendar.requests).toHaveLength(2);
    expect((await processed()).body.data).toHaveLength(listedEvents.length);

    testApp.clock.advanceMinutes(40);
    const waiting = await update().expect(503);
    expect(waiting.body.message).toBe(
      withReference(
        'ForexFactory refused the request: too many requests (HTTP 429). That was at 2026-08-19 12:31 UTC; it is asked again from ' +
          '2026-08-19 13:31 UTC. The news fetched at 2026-08-19 12:00 UTC is still being served.',
        waiting,
      ),
    );
    expect(calendar.requests).toHaveLength(2);
  });

  it.each([
    [
      'an answer that is not JSON',
      { body: '<!DOCTYPE html><html><body>Cloudflare</body></html>' },
      'ForexFactory answered with something that is not JSON.',
    ],
    ['an empty calendar', { body: '[]' }, 'ForexFactory answered with an empty calendar.'],
    [
      'a list of things that are not events',
      { body: '[{"title":""},42,null]' },
      'ForexFactory answered with no readable events.',
    ],
    [
      'another shape',
      { body: '{"error":"maintenance"}' },
      'ForexFactory answered with an unexpected shape: not a list of events.',
    ],
    ['a server error', { status: 502, body: 'Bad gateway' }, 'ForexFactory answered HTTP 502.'],
    [
      'a slow answer',
      { body: recorded('forexfactory-thisweek.json'), delayMs: 1500 },
      'ForexFactory did not answer within 1 second.',
    ],
  ])('keeps the last good week after %s, and tries again within five minutes', async (_, answer, message) => {
    testApp.clock.advanceMinutes(30);
    calendar.answerWith(answer);
    const requestsBefore = calendar.requests.length;
    const failed = await update().expect(503);
    expect(failed.body.message).toBe(
      withReference(`${message} The news fetched at 2026-08-19 12:00 UTC is still being served.`, failed),
    );
    expect(calendar.requests).toHaveLength(requestsBefore + 1);
    expect((await processed()).body).toMatchObject({
      summary: { total: listedEvents.length },
      lastUpdated: '2026-08-19T12:00:00.000Z',
    });
    expect(await testApp.dataSource.getRepository(NewsEvent).count()).toBe(100);
  });

  it('asks again five minutes after a failure, not before', async () => {
    testApp.clock.advanceMinutes(30);
    calendar.answerWith({ status: 500, body: '' });
    await update().expect(503);
    const requestsBefore = calendar.requests.length;
    testApp.clock.advanceMinutes(4);
    const waiting = await update().expect(503);
    expect(waiting.body.message).toMatch(/^ForexFactory answered HTTP 500\. That was at .*; it is asked again from /);
    expect(calendar.requests).toHaveLength(requestsBefore);
    testApp.clock.advanceMinutes(1);
    calendar.answerWith({ body: recorded('forexfactory-thisweek.json') });
    const recovered = await update().expect(200);
    expect(recovered.body.scrape).toMatchObject({ fetched: true, received: 100, inserted: 0, unchanged: 100 });
    expect(calendar.requests).toHaveLength(requestsBefore + 1);
  });

  it('updates revised events in place, and replaces moved and cancelled ones', async () => {
    testApp.clock.advanceMinutes(30);
    const changed = feed
      .filter((entry) => entry.title !== 'Claimant Count Change')
      .map((entry) => {
        if (entry.title === 'CPI y/y' && entry.country === 'GBP') return { ...entry, forecast: '3.0%' };
        if (entry.title === 'Wage Price Index q/q') return { ...entry, date: '2026-08-18T22:30:00-04:00' };
        return entry;
      });
    calendar.answerWith({ body: changed });
    const response = await update().expect(200);
    expect(response.body.scrape).toMatchObject({ received: 99, inserted: 1, updated: 1, unchanged: 97, removed: 2 });
    expect(response.body.analysis.analyzed).toBe(2);
    const { data } = (await processed()).body as {
      data: Array<{ event: string; currency: string; publishedAt: string }>;
    };
    expect(data.find((entry) => entry.event === 'CPI y/y' && entry.currency === 'GBP')).toMatchObject({
      forecast: '3.0%',
      impact: 'high',
    });
    expect(data.filter((entry) => entry.event === 'Wage Price Index q/q').map((entry) => entry.publishedAt)).toEqual([
      '2026-08-19T02:30:00.000Z',
    ]);
    expect(data.some((entry) => entry.event === 'Claimant Count Change')).toBe(false);
    expect(await testApp.dataSource.getRepository(NewsEvent).count()).toBe(99);
  });
});

describe('the FMP economic calendar, served by a fake on 127.0.0.1', () => {
  const calendar = new FakeCalendar();
  const rows = JSON.parse(recorded('fmp-economic-calendar.json')) as Array<Record<string, unknown>>;
  let testApp: TestApp;
  let token: string;

  const update = () => testApp.http.post('/api/update-forex-news').set(bearer(token));
  const item = async (event: string) =>
    (await testApp.http.get('/api/news/processed').set(bearer(token)).expect(200)).body.data.find(
      (entry: { event: string }) => entry.event === event,
    );

  beforeAll(async () => {
    await calendar.start();
    testApp = await startTestApp(
      {
        NEWS_SOURCE: 'fmp',
        FMP_API_KEY: 'test-key-123',
        FMP_BASE_URL: `${calendar.baseUrl}/stable/`,
        NEWS_MIN_FETCH_MINUTES: '30',
      },
      { clock: new FakeClock(new Date('2026-08-27T06:00:00.000Z')) },
    );
    token = await adminToken(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await calendar.stop();
  });

  it('asks for the days around today with the key, and stores the recorded rows', async () => {
    calendar.answerWith({ body: recorded('fmp-economic-calendar.json') });
    const response = await update().expect(200);
    expect(response.body.scrape).toMatchObject({ source: 'fmp', fetched: true, received: 40, inserted: 40 });
    const [request] = calendar.requests;
    expect(request.pathname).toBe('/stable/economic-calendar');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      from: '2026-08-19',
      to: '2026-09-04',
      apikey: 'test-key-123',
    });
  });

  it('measures surprises from the actuals, in the forecast unit, with their reading for the currency', async () => {
    expect(await item('Durable Goods Orders MoM (Jul)')).toMatchObject({
      country: 'US',
      currency: 'USD',
      impact: 'high',
      publishedAt: '2026-08-26T12:30:00.000Z',
      previous: '0.5%',
      forecast: '0.5%',
      actual: '1.1%',
      surpriseNumeric: 0.6,
      surprise: 'Above forecast (+0.6%), bullish for USD',
    });
    expect(await item('Durable Goods Orders Ex Transp MoM (Jul)')).toMatchObject({
      surpriseNumeric: -0.2,
      surprise: 'Below forecast (-0.2%), bearish for USD',
    });
    expect(await item('Core PCE Price Index MoM (Jul)')).toMatchObject({
      actual: '0.2%',
      surpriseNumeric: 0,
      surprise: 'In line with forecast',
    });
    // Oil stocks move oil, not the dollar: a surprise, but no reading for USD.
    expect(await item('EIA Crude Oil Stocks Change (Aug/21)')).toMatchObject({
      impact: 'medium',
      actual: '0.095',
      forecast: '0.6',
      surpriseNumeric: -0.505,
      surprise: 'Below forecast (-0.505)',
    });
    expect(await item('Fed Barkin Speech')).toMatchObject({
      previous: '',
      forecast: '',
      actual: null,
      surprise: null,
      surpriseNumeric: null,
    });
    // Low impact is listed too, for the panel's Low filter.
    expect((await item('Car Production YoY (Jul)'))?.impact).toBe('low');
  });

  it('fills a released actual into the same row', async () => {
    const before = await testApp.dataSource
      .getRepository(NewsEvent)
      .findOneByOrFail({ event: 'Car Production YoY (Jul)' });
    expect(before.actual).toBeNull();
    testApp.clock.advanceMinutes(31);
    calendar.answerWith({
      body: rows.map((row) => (row.event === 'Car Production YoY (Jul)' ? { ...row, actual: 2.5, change: 3.7 } : row)),
    });
    const response = await update().expect(200);
    expect(response.body.scrape).toMatchObject({ received: 40, inserted: 0, updated: 1, unchanged: 39, removed: 0 });
    const after = await testApp.dataSource.getRepository(NewsEvent).findOneByOrFail({ id: before.id });
    expect(after).toMatchObject({
      actual: '2.5%',
      forecast: '1%',
      surpriseNumeric: 1.5,
      surprise: 'Above forecast (+1.5%), bullish for GBP',
      country: 'GB',
    });
  });

  it('reports a refused key without ever showing the key', async () => {
    testApp.clock.advanceMinutes(31);
    calendar.answerWith({
      status: 401,
      body: { 'Error Message': 'Invalid API KEY test-key-123. Please retry or visit our documentation.' },
    });
    const response = await update().expect(503);
    expect(response.body.message).toBe(
      withReference(
        'Financial Modeling Prep answered HTTP 401: Invalid API KEY ***. Please retry or visit our documentation. ' +
          'The news fetched at 2026-08-27 06:31 UTC is still being served.',
        response,
      ),
    );
  });

  it('reports an exhausted plan answered with 200, and a 429', async () => {
    testApp.clock.advanceMinutes(6);
    calendar.answerWith({
      body: { 'Error Message': 'Limit Reach . Please upgrade your plan or visit our documentation.' },
    });
    const exhausted = await update().expect(503);
    expect(exhausted.body.message).toBe(
      withReference(
        'Financial Modeling Prep refused the request: Limit Reach . Please upgrade your plan or visit our documentation. ' +
          'The news fetched at 2026-08-27 06:31 UTC is still being served.',
        exhausted,
      ),
    );
    testApp.clock.advanceMinutes(6);
    calendar.answerWith({ status: 429, body: { message: 'Too many requests' } });
    expect((await update().expect(503)).body.message).toMatch(
      /^Financial Modeling Prep refused the request: too many requests \(HTTP 429\)\. /,
    );
    expect(await testApp.dataSource.getRepository(NewsEvent).count()).toBe(40);
  });
});

describe('a news source that cannot be reached', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const calendar = new FakeCalendar();
    await calendar.start();
    const closedUrl = `${calendar.baseUrl}/ff_calendar_thisweek.json`;
    await calendar.stop();
    testApp = await startTestApp({ NEWS_SOURCE: 'forexfactory', FOREXFACTORY_FEED_URL: closedUrl });
  });
  afterAll(() => testApp.close());

  it('says so, and that no news has been fetched yet', async () => {
    const token = await adminToken(testApp);
    const response = await testApp.http.post('/api/news/scrape').set(bearer(token)).expect(503);
    expect(response.body.message).toBe(
      withReference(
        'ForexFactory could not be reached (ECONNREFUSED). No news has been fetched from it yet.',
        response,
      ),
    );
    const list = await testApp.http.get('/api/news/processed').set(bearer(token)).expect(200);
    expect(list.body).toMatchObject({ data: [], lastUpdated: null });
  });
});
