import { openPage, screenshotEverywhere } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSignals, visibleOpenSignal } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

/** Pages read for hours: a signal's news note counts down to its release while the page is open. */
describe('pages that stay true while open, in Chromium', () => {
  const suite = useServerAndBrowser();

  it("shows a signal's release at its time in the reader's zone, with a countdown that ticks", async () => {
    const page = await openPage(suite.browser, suite.server.url, { timezoneId: 'America/Toronto' });
    await signUpActiveTrader(page, suite.server.dataDir, 'PRO');
    const releaseAt = new Date(Date.now() + 75_000);
    const [id] = await seedSignals(suite.server.dataDir, [
      {
        ...visibleOpenSignal({
          symbol: 'USDCAD',
          category: 'Major',
          signalType: 'BUY',
          entryPrice: 1.39,
          stopLoss: 1.3869,
          takeProfit: 1.3962,
          pips: 31,
        }),
        newsInfluence: `News: high-impact release CAD GDP m/m at ${releaseAt.toISOString().slice(11, 16)} UTC`,
        newsReleaseAt: releaseAt,
      },
    ]);
    const localTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Toronto',
    }).format(releaseAt);

    await page.goto(`/app/signals/${id}`);
    const badge = page.getByTestId('news-influence');
    await badge.getByText(`high-impact release CAD GDP m/m at ${localTime}, in 1 min`, { exact: false }).waitFor();
    // A little later the same page says less time, without a reload.
    await badge.getByText(/at .+, in \d{1,2} s$/).waitFor({ timeout: 40_000 });
    await screenshotEverywhere(page, 'signal-news-countdown');
    await badge.getByText(/at .+, out \d{1,2} s ago$/).waitFor({ timeout: 60_000 });

    await page.goto('/app');
    await page
      .getByTestId('news-influence')
      .first()
      .getByText(/CAD GDP m\/m at .+, out .+ ago/)
      .waitFor();
  }, 180_000);
});
