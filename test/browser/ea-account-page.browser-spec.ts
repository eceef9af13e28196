import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe.js';
import { DESKTOP, openPage, PHONE, screenshotEverywhere } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSubscription } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

const LONGEST_LOGIN = '9223372036854775807';

/** The dashboard's row of an account, and its page, by keyboard-free clicks. */
async function openAccount(page: Page, mtId: string) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Manage account ${mtId}: EA key, settings and trades` }).click();
  await page.waitForURL(/\/dashboard\/accounts\/\d+$/);
  await page.getByRole('heading', { name: `MT account ${mtId}` }).waitFor();
  return page.getByRole('main');
}

/** The page's width against its content's: nothing may scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Issue 37, items 4 to 6, and what the dashboard says of the Expert Advisor (issue 35, 36): the
 * set-up steps with the exact address to allow, one key for a double click and the date of a
 * revoke, a login already linked, the longest login on a phone, why an EA does not trade, and the
 * same login on another SignalDesk account.
 */
describe("the Expert Advisor's account page", () => {
  const suite = useServerAndBrowser();

  it('links the longest MetaTrader login, says a login is already linked, and keeps the row whole on a phone', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir, 'PRO');
    await page.goto('/dashboard');
    const field = page.getByLabel('MT Account ID');
    // One digit more than MetaTrader 5 has: refused, as typed.
    await field.fill('92233720368547758070');
    await field.press('Enter');
    await page
      .getByText('MT Account ID must be your MetaTrader login: a number of 4 to 19 digits, at most 9223372036854775807')
      .waitFor();
    await field.fill(LONGEST_LOGIN);
    await field.press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    const row = page.getByTestId(`account-${LONGEST_LOGIN}`);
    await row.waitFor();
    // The same login again: said to be linked, nothing sent.
    const added: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/accounts') added.push(request.url());
    });
    await field.fill(` ${LONGEST_LOGIN} `);
    await field.press('Enter');
    await page.getByText(`MT account ${LONGEST_LOGIN} is already linked.`).waitFor();
    expect(added).toEqual([]);
    expect(await field.getAttribute('aria-invalid')).toBe('false');

    // On a phone the row keeps its Manage and Remove inside the screen; nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const manage = row.getByRole('link', { name: `Manage account ${LONGEST_LOGIN}: EA key, settings and trades` });
    const remove = row.getByRole('button', { name: `Remove account ${LONGEST_LOGIN}` });
    for (const control of [manage, remove]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const login = (await row.getByText(LONGEST_LOGIN, { exact: true }).boundingBox())!;
    expect(login.x + login.width).toBeLessThanOrEqual((await manage.boundingBox())!.x);
    expect(await overflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);
    await screenshotEverywhere(page, 'mt-longest-login', () => row.waitFor());

    // Its page at 390 px: the heading wraps, nothing overflows.
    const main = await openAccount(page, LONGEST_LOGIN);
    await page.setViewportSize(PHONE);
    await main.getByRole('heading', { name: `MT account ${LONGEST_LOGIN}` }).waitFor();
    expect(await overflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);
  });

  it('issues one key for a double click, says when it was revoked, and shows the exact address to allow', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.goto('/dashboard');
    await page.getByLabel('MT Account ID').fill('51234567');
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    const main = await openAccount(page, '51234567');

    // The set-up steps: the download, made out to this server, and the address MetaTrader must allow.
    const address = main.getByTestId('ea-server-url');
    await address.waitFor();
    expect(await address.innerText()).toBe(suite.server.url);
    expect(
      await main.getByRole('link', { name: 'Download the Expert Advisor (SignalDesk.mq5)' }).getAttribute('href'),
    ).toBe('/downloads/SignalDesk.mq5');

    // A double click on Issue Key: one request, one key, no "changed meanwhile".
    const issued: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/key')) issued.push(request.url());
    });
    await main.getByRole('button', { name: 'Issue Key' }).dblclick();
    const keyDialog = page.getByRole('dialog', { name: 'Expert Advisor key for account 51234567' });
    await keyDialog.getByLabel('EA key').waitFor();
    expect(issued).toHaveLength(1);
    expect(await page.getByText("This account's key changed meanwhile", { exact: false }).count()).toBe(0);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'hidden' });
    await main
      .getByTestId('ea-key-state')
      .filter({ hasText: /^Key sdk_\S+… issued / })
      .waitFor();

    // Revoked: the page says when, not "No EA key yet"; the dashboard's row too.
    await main.getByRole('button', { name: 'Revoke Key' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the key of account 51234567?' })
      .getByRole('button', { name: 'Revoke Key' })
      .click();
    const revoked = /^Key revoked on \w{3} \d{1,2}, \d{4}$/;
    await main.getByTestId('ea-key-state').filter({ hasText: revoked }).waitFor();
    await screenshotEverywhere(page, 'mt-account-setup', () => address.waitFor());
    expect(await accessibilityViolations(page, () => address.waitFor())).toEqual([]);
    await page.goto('/dashboard');
    await page.getByTestId('account-51234567').getByTestId('ea-key-state').filter({ hasText: revoked }).waitFor();
  });

  it('says why an online EA does not trade, and warns of the same login on another SignalDesk account', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.goto('/dashboard');
    await page.getByLabel('MT Account ID').fill('7777777');
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    const main = await openAccount(page, '7777777');
    await main.getByRole('button', { name: 'Issue Key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Expert Advisor key for account 7777777' });
    const key = await keyDialog.getByLabel('EA key').inputValue();
    await keyDialog.getByRole('button', { name: 'Done' }).click();

    // This trader's EA on a netting account, and another trader's EA on the same login and server.
    const heartbeat = { server: 'DemoBroker-Live', login: '7777777' };
    expect(await report(suite.server.url, key, { ...heartbeat, notTrading: 'netting' })).toBe(200);
    const otherKey = await anotherTrader(suite.server.url, suite.server.dataDir, '7777777');
    expect(await report(suite.server.url, otherKey, heartbeat)).toBe(200);

    await page.reload();
    await main
      .getByTestId('ea-not-trading')
      .filter({ hasText: 'Not trading: netting account: not supported' })
      .waitFor();
    const shared = main.getByTestId('shared-login');
    await shared.waitFor();
    expect(await shared.innerText()).toBe(
      "Another SignalDesk account's Expert Advisor runs on this MetaTrader login at DemoBroker-Live: each signal may be traded twice. If you share the login knowingly, stop one of the two. If not, change your MetaTrader password with your broker and revoke this key.",
    );
    await screenshotEverywhere(page, 'mt-account-not-trading', () => shared.waitFor());
    expect(await accessibilityViolations(page, () => shared.waitFor())).toEqual([]);
  });
});

/** A heartbeat of the EA with this key (docs/metatrader-protocol.md); the HTTP status. */
async function report(baseUrl: string, key: string, fields: object): Promise<number> {
  const response = await fetch(`${baseUrl}/api/ea/reports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'heartbeat',
      terminalBuild: 4755,
      broker: 'Demo Broker Ltd',
      currency: 'USD',
      balance: 10_000,
      equity: 10_000,
      ...fields,
    }),
  });
  return response.status;
}

/** Another trader, through the API, on a running plan with `mtId` linked; the key of its account. */
async function anotherTrader(baseUrl: string, dataDir: string, mtId: string): Promise<string> {
  const email = `other${Date.now()}@example.com`;
  const call = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: path === '/user/profile' ? 'PATCH' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { accessToken } = (await call('/auth/signup', { email, password: 'another-secret-9' })) as {
    accessToken: string;
  };
  await call('/subscription', { plan: 'BASIC' }, accessToken);
  seedSubscription(dataDir, email, { planType: 'BASIC', status: 'ACTIVE', expiresInDays: 20 });
  // Written behind the server's back: a write of the user drops its cached access.
  await call('/user/profile', { firstName: 'Other' }, accessToken);
  const account = (await call('/accounts', { mtId }, accessToken)) as { id: number };
  return ((await call(`/accounts/${account.id}/key`, {}, accessToken)) as { key: string }).key;
}
