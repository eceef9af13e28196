import type { Page } from 'playwright-core';
import { openPage, PHONE, screenshotEverywhere } from './support/browser.js';
import { logIn, signUpActiveTrader, signUpThroughForm } from './support/journeys.js';
import { seedPayments } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
// A British browser in Honolulu (UTC-10) whose reader chose Kiritimati (UTC+14): the same moment is
// always on the next calendar day there, so a date shown in the browser's zone cannot pass for the chosen one.
const LOCALE = 'en-GB';
const BROWSER_ZONE = 'Pacific/Honolulu';
const READER_ZONE = 'Pacific/Kiritimati';
// How the old pages wrote dates (toLocaleDateString and react-admin's defaults): "22/11/2026".
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

/** An authenticated GET from the page, as the portal makes it. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.json();
  }, path) as Promise<T>;
}

/** The portal's date family written by the browser itself: "22 Nov 2026", or "22 Nov 2026, 13:30 GMT+14". */
function expected(page: Page, iso: string, { zone = READER_ZONE, withTime = false } = {}): Promise<string> {
  return page.evaluate(
    ({ iso, zone, withTime }) => {
      const at = new Date(iso);
      const date = { year: 'numeric', month: 'short', day: 'numeric' } as const;
      if (!withTime) return new Intl.DateTimeFormat(undefined, { ...date, timeZone: zone }).format(at);
      const text = new Intl.DateTimeFormat(undefined, {
        ...date,
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }).format(at);
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')!.value;
      return `${text} ${name}`;
    },
    { iso, zone, withTime },
  );
}

/** A label and its value as a person reads them: "Member Since 24 Nov 2026". */
async function detail(page: Page, label: string): Promise<string> {
  const text = await page.getByText(label, { exact: true }).locator('..').innerText();
  return text.replace(/\s+/g, ' ').trim();
}

/** Chooses the reader's zone on /profile and waits until the server has it. */
async function chooseReaderZone(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByLabel('Time zone').fill('Kiritimati');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PATCH',
  );
  await page.getByRole('option', { name: /^Pacific\/Kiritimati/ }).click();
  expect((await saved).status()).toBe(200);
}

describe('dates and times in Chromium', () => {
  const suite = useServerAndBrowser();

  it("shows a trader's dates in the zone chosen on the profile and the browser's locale, in one format", async () => {
    const page = await openPage(suite.browser, suite.server.url, { locale: LOCALE, timezoneId: BROWSER_ZONE });
    const email = await signUpActiveTrader(page, suite.server.dataDir);
    seedPayments(suite.server.dataDir, email, 1);
    await chooseReaderZone(page);

    await page.goto('/dashboard');
    await page.getByLabel('MT Account ID').fill('51234567');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByText('MT Account added successfully').waitFor();
    const [account] = await apiGet<{ createdAt: string }[]>(page, '/api/accounts');
    const linked = `Linked ${await expected(page, account.createdAt)}`;
    // The old text was the browser's own numeric date in its own zone: "Linked 22/11/2026".
    expect(linked).not.toBe(`Linked ${await expected(page, account.createdAt, { zone: BROWSER_ZONE })}`);
    await page.getByText(linked, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(NUMERIC_DATE);
    await screenshotEverywhere(page, 'dates-dashboard', () => page.getByText(linked).waitFor());

    await page.goto('/profile');
    const profile = await apiGet<{ createdAt: string }>(page, '/api/user/profile');
    const status = await apiGet<{ expiresAt: string; nextBillingDate: string }>(page, '/api/subscription/status');
    await page.getByText('Member Since').waitFor();
    expect(await detail(page, 'Member Since')).toBe(`Member Since ${await expected(page, profile.createdAt)}`);
    expect(await detail(page, 'Expires')).toBe(`Expires ${await expected(page, status.expiresAt)}`);
    // The date, then the note on how renewal works.
    expect(await detail(page, 'Next Billing')).toBe(
      `Next Billing ${await expected(page, status.nextBillingDate)} Pay by then to renew; crypto is never charged by itself`,
    );
    await page.getByRole('button', { name: 'View Billing History' }).click();
    const [payment] = await apiGet<{ date: string }[]>(page, '/api/payments/history');
    await page.getByText(await expected(page, payment.date), { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(NUMERIC_DATE);
    await screenshotEverywhere(page, 'dates-profile', () => page.getByText('Member Since').waitFor());
  });

  it("shows the admin portal's times in the admin's chosen zone with the zone named, and its dates in the same family", async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    seedPayments(suite.server.dataDir, email, 1);

    const page = await openPage(suite.browser, suite.server.url, { locale: LOCALE, timezoneId: BROWSER_ZONE });
    await page.goto('/login');
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(/\/admin$/);
    await chooseReaderZone(page);
    // One audited change, so the audit log has a row.
    await page.evaluate(() =>
      fetch('/api/admin/plans/init', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      }),
    );

    await page.goto('/admin/audit');
    const [entry] = await apiGet<{ createdAt: string }[]>(
      page,
      '/api/admin/audit?sort=["createdAt","DESC"]&range=[0,0]',
    );
    const when = await expected(page, entry.createdAt, { withTime: true });
    expect(when).toMatch(/ GMT\+14$/);
    await page.locator('td.column-createdAt').first().getByText(when, { exact: true }).waitFor();
    expect(await page.locator('#main-content').innerText()).not.toMatch(NUMERIC_DATE);
    await screenshotEverywhere(page, 'dates-admin-audit', () => page.getByText(when).first().waitFor());
    // On a phone the list is a simple list: the same text.
    await page.setViewportSize(PHONE);
    await page.getByText(when, { exact: true }).first().waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto('/admin/payments');
    await page.getByPlaceholder('Search by email').fill(email);
    const [payment] = await apiGet<{ createdAt: string }[]>(
      page,
      `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: email }))}&range=[0,0]`,
    );
    const created = await expected(page, payment.createdAt, { withTime: true });
    await page.locator('tr', { hasText: email }).locator('td.column-createdAt').getByText(created).waitFor();
    expect(await page.locator('#main-content').innerText()).not.toMatch(NUMERIC_DATE);
    await screenshotEverywhere(page, 'dates-admin-billing', () => page.getByText(email).first().waitFor());

    await page.goto('/admin/users');
    await page.getByPlaceholder('Search by email').fill(email);
    const [user] = await apiGet<{ createdAt: string }[]>(
      page,
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}&range=[0,0]`,
    );
    await page
      .locator('tr', { hasText: email })
      .locator('td.column-createdAt')
      .getByText(await expected(page, user.createdAt), { exact: true })
      .waitFor();
    expect(await page.locator('#main-content').innerText()).not.toMatch(NUMERIC_DATE);
  });
});
