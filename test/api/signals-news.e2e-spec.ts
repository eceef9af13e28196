import { NewsRefreshService } from '../../server/src/news/news-refresh.service.js';
import { NewsService } from '../../server/src/news/news.service.js';
import { FakeClock } from '../support/fake-clock.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/**
 * Thursday 15:00 UTC: US retail sales came out at 13:30, above forecast (the demo calendar replays
 * 15 November 2018 on 12 November 2026).
 */
const START = new Date('2026-11-12T15:00:00.000Z');
const SYMBOLS = 'EURUSD,GBPUSD,USDCAD,AUDUSD,USDCHF,XAGUSD,AUDJPY,EURCHF';

describe('signals beside the news (demo calendar, fixed clock)', () => {
  let testApp: TestApp;
  let subscriber: string;

  beforeAll(async () => {
    testApp = await startTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SIGNAL_SYMBOLS: SYMBOLS },
      { clock: new FakeClock(START) },
    );
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    subscriber = trader.accessToken;
    const refresh = testApp.app.get(NewsRefreshService);
    await refresh.scrape();
    await refresh.analyze();
  });
  afterAll(() => testApp.close());

  it('names the releases around each signal, and notes the day’s latest surprise with it or against it', async () => {
    const surprises = (
      await testApp.app.get(NewsService).eventsBetween(['USD'], new Date(START.getTime() - 24 * 3_600_000), START)
    ).filter((event) => event.impact === 'high' && event.surpriseNumeric);
    expect(surprises.map((event) => event.event)).toContain('Retail Sales m/m');

    // The engine decides at the daily close (22:00 UTC in November): run it every hour past it.
    for (let hour = 0; hour < 20; hour += 1) {
      if (hour) testApp.clock.advanceMinutes(60);
      await testApp.http.post('/api/signals/generate').set(bearer(subscriber)).expect(200);
    }
    const listed = (await testApp.http.get('/api/ai-signals').set(bearer(subscriber)).expect(200)).body as {
      symbol: string;
      reasoning: string;
      newsInfluence: string | null;
      newsReleaseAt: string | null;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    const influenced = listed.filter((signal) => signal.newsInfluence);
    expect(influenced.length).toBeGreaterThan(0);
    for (const signal of influenced) {
      // Each note names a currency of the pair and a release of the calendar.
      const notes = signal.newsInfluence!.replace(/^News: /, '').split('; ');
      for (const note of notes) {
        expect(note).toMatch(
          /^(high-impact release [A-Z]{3} .+ at \d\d:\d\d UTC|[A-Z]{3} .+ (better|worse) than expected: .+, (against|with) the (buy|sell))/,
        );
        expect(signal.symbol).toContain(note.replace(/^high-impact release /, '').slice(0, 3));
      }
      expect(signal.reasoning).toContain(`News: ${notes.join('; ')}.`);
      // A release note's time is stored too, so that pages count down to it while they are open.
      const release = notes.find((note) => note.startsWith('high-impact release'));
      if (release) expect(release).toContain(`at ${signal.newsReleaseAt!.slice(11, 16)} UTC`);
      else expect(signal.newsReleaseAt).toBeNull();
    }
  });
});
