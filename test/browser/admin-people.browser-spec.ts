import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe.js';
import { openPage, PHONE, screenshot } from './support/browser.js';
import { freshLogin, logIn, signUpActiveTrader, signUpThroughForm } from './support/journeys.js';
import { seedAlertDelivery, seedPayments, seedSignals, type SeededSignal } from './support/seed.js';
import { useServerAndBrowser, type BrowserSuite } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
// The width and height the admin portal is checked at on a laptop.
const LAPTOP = { width: 1366, height: 800 };
const MINUTE = 60_000;

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/admin$/);
  await page.getByText('Active subscriptions').waitFor();
}

/** Calls the API with the page's session; answers the status and the JSON body. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

async function userId(admin: Page, email: string): Promise<number> {
  const found = await api(admin, `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
  return found.body[0].id;
}

/** A new account given the support role by the admin, signed in on its own page. */
async function signInAsSupport(suite: BrowserSuite, admin: Page): Promise<Page> {
  const page = await openPage(suite.browser, suite.server.url);
  const email = await signUpThroughForm(page);
  expect(
    (await api(admin, `/api/admin/users/${await userId(admin, email)}`, { method: 'PUT', body: { role: 'support' } }))
      .status,
  ).toBe(200);
  await freshLogin(page);
  await logIn(page, email);
  await page.waitForURL(/\/admin$/);
  await page.getByText('Active subscriptions').waitFor();
  return page;
}

/** One signal published half an hour ago (in view on a 15-minute plan) and one five minutes ago (not yet). */
function signals(now: number): SeededSignal[] {
  const base = {
    category: 'Major',
    signalType: 'BUY' as const,
    entryPrice: 1.085,
    stopLoss: 1.083,
    takeProfit: 1.089,
    stopLossPips: 20,
    takeProfitPips: 40,
    riskReward: 2,
    confidence: 43,
    reasoning: 'BUY: price rose over the last day.',
    outcome: 'OPEN' as const,
    expiresAt: new Date(now + 20 * 60 * MINUTE),
  };
  return [
    { ...base, symbol: 'EURUSD', createdAt: new Date(now - 30 * MINUTE) },
    {
      ...base,
      symbol: 'GBPUSD',
      entryPrice: 1.265,
      stopLoss: 1.263,
      takeProfit: 1.269,
      createdAt: new Date(now - 5 * MINUTE),
    },
  ];
}

/**
 * The page at 1366×800 and 390×844 in the dark and the light scheme: nothing runs off the side, the
 * app bar title is whole, a screenshot of each; then an axe run (WCAG 2.1 AA) in each.
 */
async function checkEverywhere(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await ready();
      // React-admin swaps the table for the phone list a moment after the resize: give the layout
      // a few seconds to settle, then measure (a page that still overflows fails below).
      await page
        .waitForFunction(() => document.scrollingElement!.scrollWidth <= window.innerWidth, undefined, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      const layout = await page.evaluate(() => {
        const title = document.getElementById('react-admin-title')!;
        return {
          overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
          titleCut: title.scrollWidth > title.clientWidth,
        };
      });
      expect({ name, colorScheme, width: viewport.width, ...layout }).toEqual({
        name,
        colorScheme,
        width: viewport.width,
        overflow: 0,
        titleCut: false,
      });
      await screenshot(page, `${name}-${colorScheme}`);
    }
  }
  expect(await accessibilityViolations(page, ready)).toEqual([]);
  await page.setViewportSize(LAPTOP);
}

describe('people in the admin portal, in Chromium: plan names, the user page, what support may see', () => {
  const suite = useServerAndBrowser();

  it('gives support a read-only user page at /admin/users/:id with what the trader sees, and keeps revenue and exports from it', async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpActiveTrader(trader, suite.server.dataDir);
    seedPayments(suite.server.dataDir, email, 3);
    await seedSignals(suite.server.dataDir, signals(Date.now()));
    seedAlertDelivery(suite.server.dataDir, email, {
      channel: 'webhook',
      event: 'new-signal',
      subject: 'New signal: BUY EURUSD',
      status: 'dead',
      attempts: 5,
      lastError: 'The webhook answered 500',
    });
    // A linked MetaTrader account whose Expert Advisor has just reported in.
    const linked = await api(trader, '/api/accounts', { method: 'POST', body: { mtId: '51234567' } });
    const issued = await api(trader, `/api/accounts/${linked.body.id}/key`, { method: 'POST', body: {} });
    const heartbeat = await trader.evaluate(async (key: string) => {
      const response = await fetch('/api/ea/reports', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify({
          type: 'heartbeat',
          terminalBuild: 4755,
          broker: 'Demo Broker Ltd',
          currency: 'USD',
          balance: 10250.5,
          equity: 10310.25,
          lotStep: 0.01,
        }),
      });
      return response.status;
    }, issued.body.key as string);
    expect(heartbeat).toBe(200);
    const admin = await openPage(suite.browser, suite.server.url, { viewport: LAPTOP });
    await signInAsAdmin(admin);
    const id = await userId(admin, email);
    const page = await signInAsSupport(suite, admin);
    await page.setViewportSize(LAPTOP);

    // The dashboard: counts, no money.
    await page.getByText('Payments waiting').waitFor();
    expect(await page.getByText('Revenue this month').count()).toBe(0);
    await checkEverywhere(page, 'support-dashboard', () => page.getByText('Payments waiting').waitFor());
    const revenue = await api(page, '/api/admin/stats/revenue');
    expect(revenue).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'Revenue figures are for admins only.' }),
    });
    const exported = await api(page, '/api/admin/users/export');
    expect(exported.status).toBe(403);
    expect(exported.body.message).toBe('Exports are for admins only: support can read the list on screen.');

    // The users list: the plan by name, no export.
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search by email').fill(email);
    const row = page.locator('tr', { hasText: email });
    await row.getByText('Professional').waitFor();
    await row.getByText('BASIC').waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await checkEverywhere(page, 'support-users', () => page.getByText(email).first().waitFor());

    // Opened by its address, as from a link a colleague sent: the user, not the list.
    await page.goto(`/admin/users/${id}`);
    await page.getByRole('heading', { name: 'Signals they see now' }).waitFor();
    for (const heading of [
      'Subscription',
      'Payments',
      'MetaTrader accounts',
      'Alerts sent to them',
      'Recent sign-ins',
      'Change history',
    ])
      await page.getByRole('heading', { name: heading }).waitFor();
    const accounts = page.getByRole('table', { name: 'MetaTrader accounts' });
    await accounts.getByText(/^Online, seen \d+ s ago$/).waitFor();
    await accounts.getByText('Demo Broker Ltd, 10,250.50 USD').waitFor();
    await accounts.getByText('1 % a trade, up to 3 open').waitFor();
    const main = page.locator('#main-content');
    await main.getByText(email).first().waitFor();
    await main.getByText('Professional').first().waitFor();
    await main.getByText('each signal 15 minutes after it is published').waitFor();
    const signalsTable = page.getByRole('table', { name: 'Signals they see now' });
    await signalsTable.getByText('EURUSD').waitFor();
    // Five minutes old: not yet in view on Professional, so not on their page either.
    expect(await signalsTable.getByText('GBPUSD').count()).toBe(0);
    await page.getByRole('table', { name: 'Alerts sent to them' }).getByText('The webhook answered 500').waitFor();
    expect(await page.getByRole('table', { name: 'Payments' }).getByRole('row').count()).toBe(4);
    expect(await page.getByRole('table', { name: 'Recent sign-ins' }).getByRole('row').count()).toBeGreaterThanOrEqual(
      2,
    );
    // Read-only: nothing to type in but the error reference to look up, nothing to save or edit.
    expect(await main.getByRole('textbox').count()).toBe(1);
    expect(await main.getByRole('textbox', { name: 'Reference from the error message' }).count()).toBe(1);
    expect(await main.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Save|Edit/ }).count()).toBe(0);
    await checkEverywhere(page, 'support-user-page', () =>
      page.getByText('The webhook answered 500').first().waitFor(),
    );

    // The same page from the list.
    await page.goto('/admin/users');
    await page.locator('#main-content').getByText(email).first().click();
    await page.waitForURL(new RegExp(`/admin/users/${id}/show$`));
    await page.getByRole('heading', { name: 'Signals they see now' }).waitFor();
  }, 240_000);

  it("names plans in the admin's lists, with the code beside, and filters subscriptions by plan name", async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpActiveTrader(trader, suite.server.dataDir);
    seedPayments(suite.server.dataDir, email, 2);
    const page = await openPage(suite.browser, suite.server.url, { viewport: LAPTOP });
    await signInAsAdmin(page);

    for (const [path, name] of [
      ['/admin/users', 'admin-users-plans'],
      ['/admin/payments', 'admin-billing-plans'],
      ['/admin/subscriptions', 'admin-subscriptions-plans'],
    ] as const) {
      await page.goto(path);
      await page.getByPlaceholder('Search by email').fill(email);
      const row = page.locator('tr', { hasText: email }).first();
      await row.getByText('Professional').waitFor();
      await row.getByText('(BASIC)', { exact: true }).waitFor();
      await page.setViewportSize(PHONE);
      // The phone list reads the name with its type too, on one line.
      await page
        .locator('#main-content')
        .getByText(/Professional \(BASIC\)/)
        .first()
        .waitFor();
      await page.setViewportSize(LAPTOP);
      await checkEverywhere(page, name, () => page.getByText(email).first().waitFor());
    }

    await page.goto('/admin/subscriptions');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Plan' }).click();
    await page.getByRole('combobox', { name: 'Plan' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(
      expect.arrayContaining(['Professional (BASIC)', 'Enterprise (PRO)', 'Institutional (ENTERPRISE)']),
    );
    await page.getByRole('option', { name: 'Enterprise (PRO)' }).click();
    // Filtered by the code: the Professional trader leaves the list.
    await page.waitForURL(/%22plan%22%3A%22PRO%22|"plan":"PRO"/);
    await page.locator('tr', { hasText: email }).waitFor({ state: 'detached' });
  }, 240_000);

  it("hides the role and the disabled switch on the admin's own account, and offers them on anyone else's", async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    const page = await openPage(suite.browser, suite.server.url, { viewport: LAPTOP });
    await signInAsAdmin(page);
    const own = await userId(page, ADMIN.email);

    await page.goto(`/admin/users/${own}`);
    await page
      .getByText('This is your own account: it stays an admin account and enabled.', { exact: false })
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
    expect(await page.getByLabel('Disabled (cannot sign in)').count()).toBe(0);
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User updated', { exact: true }).first().waitFor();
    await page.getByText('User updated', { exact: true }).first().waitFor({ state: 'hidden' });
    await checkEverywhere(page, 'admin-own-account', () => page.getByText('This is your own account').waitFor());

    await page.goto(`/admin/users/${await userId(page, email)}`);
    await page.getByRole('combobox', { name: 'Role' }).waitFor();
    await page.getByLabel('Disabled (cannot sign in)').waitFor();
    expect(await page.getByText('This is your own account').count()).toBe(0);
    // Below the form, the same read-only page support sees.
    await page.getByRole('heading', { name: 'Signals they see now' }).waitFor();
    await page.getByText('No active subscription: the signals page is closed to this trader.').waitFor();
    await checkEverywhere(page, 'admin-user-edit-page', () => page.getByLabel('Role').first().waitFor());
  }, 240_000);
});
