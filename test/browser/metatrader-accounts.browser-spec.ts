import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { CandleFiles } from '../support/candle-files.js';
import { accessibilityViolations } from './support/axe.js';
import { DESKTOP, openPage, PHONE, screenshotEverywhere } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSignals, visibleOpenSignal } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

const MT_ID = '51234567';
const KEY_PATTERN = /^sdk_[A-Za-z0-9_-]{40}$/;

interface Feed {
  paused: boolean;
  riskPercent: number;
  maxOpenPositions: number;
  events: { signalId: number; brokerSymbol: string }[];
}

interface AccountAnswer {
  id: number;
  key: { prefix: string; issuedAt: string } | null;
  settings: Record<string, unknown>;
}

/** The public record settles a signal (the tracker's job, which a browser test cannot wait for). */
function settlePublicly(dataDir: string, id: number, outcome: 'WIN' | 'LOSS', exitPrice: number, resultR: number) {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const closedAt = new Date().toISOString().replace('T', ' ').replace('Z', '');
    db.prepare(
      `UPDATE signals SET outcome = ?, exitPrice = ?, resultR = ?, closedAt = ?, settlementRule = 'tradable' WHERE id = ?`,
    ).run(outcome, exitPrice, resultR, closedAt, id);
  } finally {
    db.close();
  }
}

/** What the Expert Advisor says to the server, with its key (docs/metatrader-protocol.md). */
function expertAdvisor(baseUrl: string, key: string) {
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  return {
    async report(report: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${baseUrl}/api/ea/reports`, {
        method: 'POST',
        headers,
        body: JSON.stringify(report),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    async feed(): Promise<{ status: number; body: Feed }> {
      const response = await fetch(`${baseUrl}/api/ea/signals`, { headers });
      return { status: response.status, body: (await response.json().catch(() => null)) as Feed };
    },
  };
}

function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.json();
  }, path) as Promise<T>;
}

/** An element alone, at 1366 and 390 px in both schemes (`${name}-${scheme}-${width}.png`); leaves the page dark at 1366 px. */
async function shootElement(page: Page, locator: Locator, name: string): Promise<void> {
  const dir = join(process.cwd(), 'test-output', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      // From the top of the page, so that the sticky header does not cover the element.
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await locator.boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      await page.screenshot({
        path: join(dir, `${name}-${colorScheme}-${viewport.width}.png`),
        fullPage: true,
        clip: box,
        animations: 'disabled',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(DESKTOP);
}

/** The message under a field (its aria-describedby). */
async function messageOf(page: Page, field: Locator): Promise<string> {
  const described = await field.getAttribute('aria-describedby');
  if (!described) throw new Error('The field has no message');
  return page.locator(`[id="${described.split(' ')[0]}"]`).innerText();
}

/** From the dashboard's row to the account's page, by keyboard. */
async function openAccount(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const manage = page.getByRole('link', { name: `Manage account ${MT_ID}: EA key, settings and trades` });
  await manage.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/accounts\/\d+$/);
  await page.getByRole('heading', { name: `MT account ${MT_ID}` }).waitFor();
  return page.getByRole('main');
}

describe('MetaTrader accounts on the dashboard', () => {
  // The market on the seeded signals' entries: the calculator sizes on the price now.
  const market = new CandleFiles();
  market.setPrice('EURUSD', 1.085, new Date());
  market.setPrice('USDJPY', 151.5, new Date());
  const suite = useServerAndBrowser(market.env);
  afterAll(() => market.remove());

  it('issues a key shown once, sets the EA up, lists its trades, prefills the calculator, pauses and revokes', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    const [eurusdId, gbpusdId, usdjpyId] = await seedSignals(suite.server.dataDir, [
      // 1.08500 → 1.08050: 45 pips.
      visibleOpenSignal({
        symbol: 'EURUSD',
        category: 'Major',
        signalType: 'BUY',
        entryPrice: 1.085,
        stopLoss: 1.0805,
        takeProfit: 1.094,
        pips: 45,
      }),
      visibleOpenSignal({
        symbol: 'GBPUSD',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 1.27,
        stopLoss: 1.274,
        takeProfit: 1.262,
        pips: 40,
      }),
      visibleOpenSignal({
        symbol: 'USDJPY',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 151.5,
        stopLoss: 151.95,
        takeProfit: 150.6,
        pips: 45,
      }),
    ]);

    // A linked account starts with no key and no EA.
    await page.goto('/dashboard');
    await page.getByLabel('MT Account ID').fill(MT_ID);
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    const row = page.getByTestId(`account-${MT_ID}`);
    await row.getByTestId('ea-key-state').filter({ hasText: 'No EA key yet' }).waitFor();
    await row.getByTestId('ea-status').filter({ hasText: 'EA not connected yet' }).waitFor();
    const main = await openAccount(page);
    await main.getByTestId('ea-key-state').filter({ hasText: 'No EA key yet' }).waitFor();

    // Issue: the key is shown once, with a way to copy it and the warning.
    await main.getByRole('button', { name: 'Issue Key' }).click();
    const keyDialog = page.getByRole('dialog', { name: `Expert Advisor key for account ${MT_ID}` });
    const keyField = keyDialog.getByLabel('EA key');
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(KEY_PATTERN);
    expect(await keyField.getAttribute('readonly')).not.toBeNull();
    await keyDialog.getByText('Copy this key now: it will not be shown again.', { exact: false }).waitFor();
    await keyDialog.getByText('AccountKey input of the SignalDesk Expert Advisor', { exact: false }).waitFor();
    await keyDialog.getByRole('button', { name: 'Copy Key' }).waitFor();
    await screenshotEverywhere(page, 'mt-key-issued', () => keyField.waitFor(), { fullPage: false });
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'hidden' });
    // Only the prefix is left, on the pages and in the API.
    const [account] = await apiGet<AccountAnswer[]>(page, '/api/accounts');
    expect(key.startsWith(account.key!.prefix)).toBe(true);
    const keyState = new RegExp(`^Key ${account.key!.prefix}… issued `);
    await main.getByTestId('ea-key-state').filter({ hasText: keyState }).waitFor();
    expect(await page.content()).not.toContain(key);
    await page.goto('/dashboard');
    await row.getByTestId('ea-key-state').filter({ hasText: keyState }).waitFor();
    expect(await page.content()).not.toContain(key);

    // The EA connects: a heartbeat, its first feed, then what it did with each signal.
    const ea = expertAdvisor(suite.server.url, key);
    const heartbeat = {
      type: 'heartbeat',
      terminalBuild: 4620,
      broker: 'Demo Broker Ltd',
      currency: 'USD',
      balance: 10250.5,
      equity: 10310.25,
      lotStep: 0.01,
    };
    expect((await ea.report(heartbeat)).status).toBe(200);
    const feed = await ea.feed();
    expect(feed.status).toBe(200);
    expect(feed.body.events.map((event) => event.signalId).sort()).toEqual([eurusdId, gbpusdId, usdjpyId].sort());
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    for (const report of [
      { type: 'filled', signalId: eurusdId, ticket: '50012345', price: 1.08522, volume: 0.33, time: at(-60_000) },
      { type: 'closed', ticket: '50012345', price: 1.0912, time: at(-10_000), profit: 191.4 },
      { type: 'skipped', signalId: gbpusdId, reason: 'Market closed for GBPUSD at the broker.' },
      { type: 'filled', signalId: usdjpyId, ticket: '50012399', price: 151.48, volume: 0.5, time: at(-30_000) },
    ])
      expect(await ea.report(report)).toMatchObject({ status: 200 });
    settlePublicly(suite.server.dataDir, eurusdId, 'WIN', 1.094, 2);

    // The dashboard's row says the EA is online, with what its terminal reported.
    await page.reload();
    await row
      .getByTestId('ea-status')
      .filter({ hasText: /^EA online \d+ s ago$/ })
      .waitFor();
    await row
      .getByTestId('ea-terminal')
      .filter({ hasText: 'Demo Broker Ltd · balance 10,250.50 USD · equity 10,310.25 USD' })
      .waitFor();
    await screenshotEverywhere(page, 'mt-account-manager', () => row.getByTestId('ea-status').waitFor());
    await openAccount(page);
    await main
      .getByTestId('ea-status')
      .filter({ hasText: /^EA online \d+ s ago$/ })
      .waitFor();

    // Settings: a refused value is said under its field, and nothing typed is lost.
    const form = main.getByRole('form', { name: `Settings of account ${MT_ID}` });
    const risk = form.getByLabel('Risk per trade (%)');
    const suffix = form.getByLabel('Symbol suffix');
    await suffix.fill('.r');
    await form.getByTestId('symbol-name-example').filter({ hasText: 'Example: EURUSD → EURUSD.r' }).waitFor();
    await risk.fill('12');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await form.locator('input[aria-invalid="true"]').first().waitFor();
    expect(await risk.getAttribute('aria-invalid')).toBe('true');
    const refusal = await messageOf(page, risk);
    expect(refusal).toMatch(/at most 10 %/);
    expect(refusal).not.toBe('Lost at the stop: above 0, up to 10 % of the balance');
    expect(await risk.inputValue()).toBe('12');
    expect(await suffix.inputValue()).toBe('.r');
    await screenshotEverywhere(page, 'mt-settings-refused', () => risk.waitFor());

    // Good values, an override and a symbol off: saved with one button, a toast says so.
    await risk.fill('0.5');
    expect(await risk.getAttribute('aria-invalid')).toBe('false');
    await form.getByLabel('Max open positions').fill('2');
    await form.getByLabel('Account currency').selectOption('USD');
    const fromTerminal = form.getByLabel('Read from the terminal');
    if (!(await fromTerminal.isChecked())) await fromTerminal.check();
    await form.getByRole('button', { name: 'Add Override' }).click();
    await form.getByLabel('Symbol', { exact: true }).last().selectOption('XAUUSD');
    await form.getByLabel("Broker's name for XAUUSD").fill('GOLD');
    await form.getByRole('checkbox', { name: 'BTCUSD' }).uncheck();
    expect(await form.getByRole('checkbox', { name: 'Crypto' }).getAttribute('data-indeterminate')).toBe('true');
    // A category's box turns its symbols off and on at once.
    await form.getByRole('checkbox', { name: 'Indices' }).uncheck();
    expect(await form.getByRole('checkbox', { name: 'US500' }).isChecked()).toBe(false);
    await form.getByRole('checkbox', { name: 'Indices' }).check();
    expect(await form.getByRole('checkbox', { name: 'US500' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save Settings' }).click();
    const savedToast = page.getByText(`Settings of account ${MT_ID} saved`);
    await savedToast.waitFor();
    // The toast itself reads in both schemes (its colours are the app's, not the library's); the
    // pointer on it keeps it on screen while it is checked, however slow the machine.
    await savedToast.hover();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page })
        .include('.notistack-MuiContent')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(violations.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }
    await page.mouse.move(0, 0);
    const [saved] = await apiGet<AccountAnswer[]>(page, '/api/accounts');
    expect(saved.settings).toMatchObject({
      accountCurrency: 'USD',
      balance: null,
      riskPercent: 0.5,
      maxOpenPositions: 2,
      symbolSuffix: '.r',
      symbolMap: { XAUUSD: 'GOLD' },
      symbolsOff: ['BTCUSD'],
      paused: false,
    });

    // The trades: this account's record beside the published one, and each signal's fate.
    const trades = main.getByTestId('mt-trades');
    const record = trades.getByTestId('trade-record');
    await record.waitFor();
    // By hand: R = (1.09120 − 1.08522) / (1.08500 − 1.08050) = 1.33; slippage 2.2 (EURUSD bought higher)
    // and 2.0 (USDJPY sold lower) pips, 2.1 on average; the public record closed the same signal at +2 R.
    const rows = await record
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent).join(' | ')));
    expect(rows).toEqual([
      'Closed | 1 | 1',
      'Wins / losses | 1 / 0 | 1 / 0',
      'Total | +1.33 R | +2.00 R',
      'Average | +1.33 R | +2.00 R',
      'Average slippage | 2.1 pips | —',
      'Profit | +191.40 USD | —',
    ]);
    const table = trades.getByTestId('trade-table');
    await table
      .getByRole('row', { name: /EURUSD BUY/ })
      .filter({ hasText: 'Closed' })
      .waitFor();
    await table
      .getByRole('row', { name: /GBPUSD SELL/ })
      .filter({ hasText: 'Market closed for GBPUSD at the broker.' })
      .waitFor();
    await table
      .getByRole('row', { name: /USDJPY SELL/ })
      .filter({ hasText: '0.50 @ 151.480' })
      .waitFor();
    // The toast is gone before the pictures and the contrast check.
    await savedToast.waitFor({ state: 'hidden', timeout: 10_000 });
    await shootElement(page, trades, 'mt-trades');
    // A phone reads a list: nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await trades.getByTestId('trade-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await screenshotEverywhere(page, 'mt-account-page', () => trades.getByTestId('trade-record').waitFor());
    expect(await accessibilityViolations(page, () => trades.getByTestId('trade-record').waitFor())).toEqual([]);

    // The Expert Advisor itself is one click away, the file of the repository made out to this server,
    // whose address the set-up steps show to allow in MetaTrader.
    const download = page.getByRole('link', { name: 'Download the Expert Advisor (SignalDesk.mq5)' });
    const href = await download.getAttribute('href');
    expect(href).toBe('/downloads/SignalDesk.mq5');
    const served = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
    const source = readFileSync(join(process.cwd(), 'integrations', 'metatrader5', 'SignalDesk.mq5'), 'utf8');
    const serverUrl = /input string\s+ServerUrl\s*=\s*"([^"]*)"/;
    expect(serverUrl.exec(served)?.[1]).toBe(suite.server.url);
    expect(served.replace(serverUrl, '')).toBe(source.replace(serverUrl, ''));
    expect(await main.getByTestId('ea-server-url').innerText()).toBe(suite.server.url);

    // The calculator starts from the account: its currency, risk, and the balance the terminal reported.
    // On a signal still open (the EURUSD one has closed, and /app lists open signals).
    await page.goto('/app');
    await page.getByRole('button', { name: 'Lots: position size for USDJPY SELL' }).click();
    const calculator = page.getByRole('dialog', { name: 'Position size · USDJPY SELL' });
    await calculator.getByTestId('position-size-account').filter({ hasText: MT_ID }).waitFor();
    expect(await calculator.getByLabel('Account currency').inputValue()).toBe('USD');
    expect(await calculator.getByLabel('Account balance (USD)').inputValue()).toBe('10250.5');
    expect(await calculator.getByLabel('Risk (%)').inputValue()).toBe('0.5');
    // By hand: 0.5 % of 10,250.50 = 51.25 USD; 45 pips × 1,000 JPY / 151.5 = 297.03 USD a lot (the
    // market at the entry) → 0.1725 → 0.17 lots.
    await calculator
      .getByTestId('position-size-lots')
      .filter({ hasText: /^0\.17$/ })
      .waitFor();
    await calculator.getByRole('button', { name: 'Close' }).click();

    // Pause: the EA's feed carries it, and the dashboard's row says so.
    await openAccount(page);
    await main.getByLabel('Paused: the EA opens no new trades').check();
    // Only the change is sent: a save of another setting elsewhere meanwhile is not undone.
    const [patch] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/settings')),
      main.getByRole('button', { name: 'Save Settings' }).click(),
    ]);
    expect(patch.postDataJSON()).toEqual({ paused: true });
    await page.getByText(`Settings of account ${MT_ID} saved`).waitFor();
    expect((await ea.feed()).body).toMatchObject({ paused: true, riskPercent: 0.5, maxOpenPositions: 2 });
    await page.goto('/dashboard');
    await row.getByTestId('account-paused').waitFor();
    expect(await accessibilityViolations(page, () => row.getByTestId('account-paused').waitFor())).toEqual([]);
    await openAccount(page);

    // Re-issue asks first; the old key stops at once, the new one works.
    await main.getByRole('button', { name: 'Re-issue Key' }).click();
    const reissue = page.getByRole('dialog', { name: `Re-issue the key of account ${MT_ID}?` });
    await reissue.getByText('The EA using the current key stops at once', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep Current Key');
    await reissue.getByRole('button', { name: 'Re-issue Key' }).click();
    const newKey = await keyField.inputValue();
    expect(newKey).toMatch(KEY_PATTERN);
    expect(newKey).not.toBe(key);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    expect((await ea.feed()).status).toBe(401);
    const renewed = expertAdvisor(suite.server.url, newKey);
    expect((await renewed.report(heartbeat)).status).toBe(200);

    // Revoke asks first, then the key is gone.
    await main.getByRole('button', { name: 'Revoke Key' }).click();
    const revoke = page.getByRole('dialog', { name: `Revoke the key of account ${MT_ID}?` });
    await revoke.getByText('The EA using this key stops at once', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep Key');
    await screenshotEverywhere(page, 'mt-key-revoke', () => revoke.waitFor(), { fullPage: false });
    await revoke.getByRole('button', { name: 'Revoke Key' }).click();
    await revoke.waitFor({ state: 'hidden' });
    await main
      .getByTestId('ea-key-state')
      .filter({ hasText: /^Key revoked on \w{3} \d{1,2}, \d{4}$/ })
      .waitFor();
    await main.getByRole('button', { name: 'Issue Key' }).waitFor();
    expect((await renewed.feed()).status).toBe(401);
  }, 180_000);

  it('revokes every key from the dashboard, after asking', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.goto('/dashboard');
    await page.getByLabel('MT Account ID').fill(MT_ID);
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    // No key yet: nothing to revoke, no button.
    expect(await page.getByRole('button', { name: 'Revoke All Keys' }).count()).toBe(0);
    const main = await openAccount(page);
    await main.getByRole('button', { name: 'Issue Key' }).click();
    const keyDialog = page.getByRole('dialog', { name: `Expert Advisor key for account ${MT_ID}` });
    const key = await keyDialog.getByLabel('EA key').inputValue();
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    const ea = expertAdvisor(suite.server.url, key);
    expect((await ea.feed()).status).toBe(200);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Revoke All Keys' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the key of your account?' });
    await confirm.getByText('stops at once', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep Keys');
    await confirm.getByRole('button', { name: 'Revoke All Keys' }).click();
    await page
      .getByText(`The keys of 1 account were revoked: ${MT_ID}. Issue a new key for each to carry on.`)
      .waitFor();
    await page
      .getByTestId(`account-${MT_ID}`)
      .getByTestId('ea-key-state')
      .filter({ hasText: /^Key revoked on / })
      .waitFor();
    await page.getByRole('button', { name: 'Revoke All Keys' }).waitFor({ state: 'detached' });
    expect((await ea.feed()).status).toBe(401);
  });
});
