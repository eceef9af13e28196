import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The value of one series in the Prometheus text format, 0 when the series is not there. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(line.split(' ').at(-1));
  }
  return 0;
}

/** The series of the request histogram and the hot path's counter (the sample lines, not comments). */
const requestSeries = (text: string) =>
  text.split('\n').filter((line) => /^signaldesk_(http_request_duration_seconds|hot_path_answers)/.test(line));

describe('GET /metrics', () => {
  let testApp: TestApp;
  const scrape = async () => (await testApp.http.get('/metrics').set(bearer(TOKEN)).expect(200)).text;

  beforeAll(async () => {
    testApp = await startTestApp({ METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.close());

  it('answers only with the bearer token: 401 without it or with another', async () => {
    const none = await testApp.http.get('/metrics').expect(401);
    expect(none.body.message).toBe('The metrics need the bearer token the server was configured with (METRICS_TOKEN).');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    await testApp.http
      .get('/metrics')
      .set(bearer(`${TOKEN}x`))
      .expect(401);
    const text = await scrape();
    expect(text).toContain('# HELP process_cpu_user_seconds_total');
    expect(text).toContain('# TYPE signaldesk_http_request_duration_seconds histogram');
  });

  it('counts requests by route template and status class, the hot path’s answers with them', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    const before = await scrape();
    const poll = { route: '/api/ai-signals', status_class: '2xx' };
    for (let index = 0; index < 3; index += 1)
      await testApp.http.get('/api/ai-signals').set(bearer(trader.accessToken)).expect(200);
    // Through the application (a query string), then an address with a parameter.
    await testApp.http.get('/api/ai-signals?through=application').set(bearer(trader.accessToken)).expect(200);
    await testApp.http.get('/api/ai-signals/999999').set(bearer(trader.accessToken)).expect(404);

    const after = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      valueOf(text, 'signaldesk_http_request_duration_seconds_count', labels);
    expect(count(after, poll) - count(before, poll)).toBe(4);
    expect(valueOf(after, 'signaldesk_hot_path_answers_total', poll)).toBe(
      valueOf(before, 'signaldesk_hot_path_answers_total', poll) + 3,
    );
    expect(count(after, { route: '/api/ai-signals/:id', status_class: '4xx' })).toBe(1);
    // The histogram's sum moved with its count.
    expect(valueOf(after, 'signaldesk_http_request_duration_seconds_sum', poll)).toBeGreaterThan(
      valueOf(before, 'signaldesk_http_request_duration_seconds_sum', poll),
    );
  });

  it('keeps its label sets bounded: a thousand distinct addresses leave the series count flat', async () => {
    await testApp.http.get('/api/no-such-route-first').expect(404);
    await testApp.http.get('/api/ai-signals/1000001').expect(401);
    const before = requestSeries(await scrape());
    for (let index = 0; index < 1000; index += 1) {
      await testApp.http.get(index % 2 ? `/api/no-such-route-${index}` : `/api/ai-signals/${index}?q=${index}`);
    }
    const after = requestSeries(await scrape());
    expect(after.length).toBe(before.length);
    expect(after.join('\n')).not.toContain('no-such-route');
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const moved = (name: string) =>
      valueOf(after.join('\n'), name, unmatched) - valueOf(before.join('\n'), name, unmatched);
    expect(moved('signaldesk_http_request_duration_seconds_count')).toBe(500);
  }, 60_000);

  it('gives every answer an X-Request-Id: the one sent when it is a sane token, a new one otherwise', async () => {
    const sent = 'b3c1e0d2-5f4a-4e7b-9c2d-1a2b3c4d5e6f';
    for (const path of ['/api/plans', '/api/plans?through=application', '/api/no-such-route']) {
      const kept = await testApp.http.get(path).set('X-Request-Id', sent);
      expect(kept.headers['x-request-id']).toBe(sent);
      const made = await testApp.http.get(path);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const refused = await testApp.http.get(path).set('X-Request-Id', 'a b<script>');
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = await testApp.http.get('/api/plans');
    const second = await testApp.http.get('/api/plans');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('is not served', async () => {
    const response = await testApp.http.get('/metrics').expect(404);
    expect(response.body.message).toMatch(/\.$/);
    await testApp.http.get('/metrics').set(bearer(TOKEN)).expect(404);
  });
});
