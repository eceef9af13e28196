import type { Page } from 'playwright-core';
import { openPage, PHONE, screenshot } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSignals, type SeededSignal } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

const HOUR = 3600_000;

/**
 * A signal written straight into the database, as another replica would store it. Published 20
 * minutes ago, so that the Professional plan (15 minutes' delay) sees it at once.
 */
function signal(symbol: string, entryPrice: number): SeededSignal {
  const now = Date.now();
  return {
    symbol,
    category: 'Major',
    signalType: 'BUY',
    entryPrice,
    stopLoss: entryPrice - 0.002,
    takeProfit: entryPrice + 0.004,
    stopLossPips: 20,
    takeProfitPips: 40,
    riskReward: 2,
    confidence: 64,
    reasoning: `BUY ${symbol}: momentum.`,
    createdAt: new Date(now - 20 * 60_000),
    expiresAt: new Date(now + 24 * HOUR),
    outcome: 'OPEN',
  };
}

describe('new signals on /app', () => {
  // The server reads the signals table every second: the test writes behind its back.
  const suite = useServerAndBrowser({ SIGNALS_STREAM_RESYNC_SECONDS: '1' });

  const listRequests = (page: Page) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ai-signals') requests.push(request.url());
    });
    return requests;
  };

  it('appear without a reload through the stream, and no poll is made', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await seedSignals(suite.server.dataDir, [signal('EURUSD', 1.085)]);
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/signals/stream'));
    await page.goto('/app');
    await page.getByRole('cell', { name: '1.08500' }).waitFor();
    expect((await stream).headers()['content-type']).toBe('text/event-stream');
    // The first bytes of the stream have come: the page no longer polls.
    await page.waitForTimeout(500);
    const requests = listRequests(page);

    await seedSignals(suite.server.dataDir, [signal('USDCHF', 0.91234)]);
    await page.getByRole('cell', { name: '0.91234' }).waitFor({ timeout: 10_000 });
    await page.getByLabel('Total Signals: 2').waitFor();
    expect(requests).toEqual([]);
    await screenshot(page, 'signals-stream-app');
    await page.setViewportSize(PHONE);
    await page.getByText('0.91234').first().waitFor();
    await screenshot(page, 'signals-stream-app');
  });

  it('appear through the 60-second poll when the stream is blocked', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.route('**/api/signals/stream', (route) => route.abort());
    await page.clock.install();
    await page.goto('/app');
    await page.getByRole('heading', { name: 'AI Enhanced Signals' }).waitFor();
    await page.getByLabel('Total Signals: 2').waitFor();
    const requests = listRequests(page);

    await seedSignals(suite.server.dataDir, [signal('USDCAD', 1.39876)]);
    // The server notices the write within a second and drops its cached list.
    await page.waitForTimeout(2500);
    expect(requests).toEqual([]);
    await expect(page.getByRole('cell', { name: '1.39876' }).count()).resolves.toBe(0);
    await page.clock.runFor(60_000);
    await page.getByRole('cell', { name: '1.39876' }).waitFor({ timeout: 10_000 });
    await page.getByLabel('Total Signals: 3').waitFor();
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });
});
