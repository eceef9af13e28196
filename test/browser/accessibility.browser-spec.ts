import type { Page, Request } from 'playwright-core';
import { accessibilityViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSignals, type SeededSignal } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

const HOUR = 3_600_000;

/** One open and one closed signal, so /app, a signal's page and the track record have content. */
function signals(now: number): SeededSignal[] {
  const base = {
    symbol: 'EURUSD',
    category: 'Major',
    signalType: 'BUY' as const,
    entryPrice: 1.085,
    stopLoss: 1.083,
    takeProfit: 1.089,
    stopLossPips: 20,
    takeProfitPips: 40,
    riskReward: 2,
    confidence: 43,
    reasoning: 'BUY EURUSD: price rose over the last day; price is above its 5-day average.',
    settlementRule: 'tradable' as const,
  };
  return [
    {
      ...base,
      createdAt: new Date(now - 50 * HOUR),
      expiresAt: new Date(now - 2 * HOUR),
      outcome: 'WIN',
      closedAt: new Date(now - 30 * HOUR),
      exitPrice: 1.089,
      resultPips: 40,
      resultR: 1.93,
      fillPrice: 1.085,
      resultRGross: 2,
      oppositeResultR: -1.07,
      costPrice: 0.00014,
      delayedViewMinutes: 15,
      delayedOutcome: 'WIN',
      delayedResultR: 1.83,
      delayedClosedAt: new Date(now - 30 * HOUR),
    },
    { ...base, createdAt: new Date(now - HOUR), expiresAt: new Date(now + 23 * HOUR), outcome: 'OPEN' },
  ];
}

/**
 * Opens `path` and waits for its main heading and then for its requests to settle (none in flight
 * for half a second), so axe judges the page, not its loading state. The signals stream stays open
 * by design, so it does not count (Playwright's own "networkidle" would wait for it forever).
 */
async function visit(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  const counts = (request: Request) => !request.url().includes('/api/signals/stream');
  const started = (request: Request) => void (counts(request) && inFlight.add(request));
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    let quietSince = Date.now();
    const deadline = Date.now() + 20_000;
    while (Date.now() - quietSince < 500 && Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (inFlight.size) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

describe('accessibility of the pages a trader uses, in Chromium (WCAG 2.1 AA, both schemes, both widths)', () => {
  const suite = useServerAndBrowser();
  let openSignal: number;

  beforeAll(async () => {
    openSignal = (await seedSignals(suite.server.dataDir, signals(Date.now())))[1];
  });

  it('finds nothing on the pages a guest sees', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const found: string[] = [];
    for (const path of ['/', '/pricing', '/login', '/signup', '/performance']) {
      await visit(page, path);
      found.push(...(await accessibilityViolations(page)));
    }
    expect(found).toEqual([]);
  }, 180_000);

  it("finds nothing on a paying trader's pages", async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    const found: string[] = [];
    for (const path of ['/app', `/app/signals/${openSignal}`, '/dashboard', '/profile', '/alerts', '/performance']) {
      await visit(page, path);
      found.push(...(await accessibilityViolations(page)));
    }
    expect(found).toEqual([]);
  }, 240_000);
});
