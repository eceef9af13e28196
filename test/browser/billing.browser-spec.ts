import type { Page } from 'playwright-core';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { DESKTOP, openPage, PHONE, screenshot, screenshotEverywhere } from './support/browser.js';
import { logIn, signUpThroughForm } from './support/journeys.js';
import { seedSubscription } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

/** "$28.99" → 28.99. */
const dollars = (text: string) => Number(/\$(\d+\.\d\d)/.exec(text)![1]);
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** Pays the checkout on screen with BTC; the simulated provider confirms by itself. */
async function payOnCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'BTC', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
  // Past PAYMENTS_SIMULATED_CONFIRM_SECONDS, so the first look already finds it confirmed.
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: "I've Sent the Payment" }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20000 });
  await page.waitForURL(/\/dashboard$/, { timeout: 10000 });
}

/** A signed-in trader whose running subscription was put in place behind the server's back. */
async function traderOn(page: Page, dataDir: string, planType: string): Promise<string> {
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/(app|pricing)$/);
  seedSubscription(dataDir, email, { planType, status: 'ACTIVE', expiresInDays: 20, amountPaid: '79.00' });
  // A write of the user drops the server's cached view of them, so the seeded plan counts at once.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/user/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ firstName: 'Trader' }),
    });
    return response.status;
  });
  if (status !== 200) throw new Error(`Profile write answered ${status}`);
  return email;
}

describe('plan changes, resume and receipts in Chromium', () => {
  const inbox = new SmtpInbox();
  const env: Record<string, string> = { PAYMENTS_SIMULATED_CONFIRM_SECONDS: '2' };
  beforeAll(async () => {
    await inbox.start();
    env.SMTP_URL = inbox.url;
  });
  afterAll(() => inbox.stop());
  const suite = useServerAndBrowser(env);

  it('upgrades with the credit shown before paying, then opens, mails and prints the receipt', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    await page.goto('/pricing');
    await page.getByLabel('Professional plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/payment-flow$/);
    await page.getByRole('region', { name: 'Order summary' }).getByText('$29.00').first().waitFor();
    await payOnCheckout(page);

    // The profile says what an upgrade costs today: the unused days of the month credited.
    await page.goto('/profile');
    const offer = page.getByText(
      /^Upgrade to Enterprise now: \$\d+\.\d\d credit for your unused time, \$\d+\.\d\d due today/,
    );
    await offer.waitFor();
    const [offeredCredit, offeredDue] = [...(await offer.innerText()).matchAll(/\$(\d+\.\d\d)/g)].map((match) =>
      Number(match[1]),
    );
    expect(offeredCredit).toBeGreaterThan(28.9);
    expect(offeredCredit).toBeLessThanOrEqual(29);
    expect(Math.round((offeredCredit + offeredDue) * 100)).toBe(7900);
    await page.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade & Pay Now' }).click();

    // Before any money moves, the checkout shows the list price, the credit and what is due.
    await page.waitForURL(/\/payment-flow$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Upgrade from Professional to Enterprise, at once.', { exact: false }).waitFor();
    await summary.getByText('Enterprise, monthly').waitFor();
    await summary.getByText('$79.00').waitFor();
    const credit = dollars(await summary.getByText(/^−\$\d+\.\d\d$/).innerText());
    const due = dollars(await summary.getByText('Amount due').locator('xpath=..').innerText());
    expect(Math.round((credit + due) * 100)).toBe(7900);
    expect(Math.abs(credit - offeredCredit)).toBeLessThanOrEqual(0.01);
    const dueText = Number.isInteger(due) ? `$${due}` : `$${due.toFixed(2)}`;
    await page.getByText(`Enterprise plan · ${dueText} · monthly`).waitFor();
    await screenshotEverywhere(page, 'billing-upgrade-summary', () => summary.waitFor());
    await payOnCheckout(page);
    await page.getByText('Signals and the calendar are open to you').waitFor();

    // The billing history links each paid checkout to its receipt.
    await page.goto('/profile');
    await page.getByText('Enterprise').first().waitFor();
    await page.getByRole('button', { name: 'View Billing History' }).click();
    await page.getByText(`after ${credit.toFixed(2)} credit`).waitFor();
    const receiptLinks = page.getByRole('link', { name: /^Receipt for the / });
    await receiptLinks.nth(1).waitFor();
    expect(await receiptLinks.count()).toBe(2);
    await receiptLinks.first().click();
    await page.waitForURL(/\/receipts\/\d+$/);
    const receiptId = /\/receipts\/(\d+)$/.exec(page.url())![1];
    const sheet = page.getByRole('article', { name: `Receipt ${receiptId}` });
    await sheet.getByRole('heading', { name: `Receipt #${receiptId}` }).waitFor();
    for (const line of ['Enterprise (monthly)', 'Upgrade, unused time credited', '$79.00', `−$${credit.toFixed(2)}`])
      await sheet.getByText(line, { exact: true }).waitFor();
    await sheet.getByText(`$${due.toFixed(2)}`, { exact: true }).waitFor();
    await sheet.getByText(/^0\.\d+ BTC$/).waitFor();
    await sheet.getByText(/^sim_\d+_[0-9a-f]+$/).waitFor();
    await sheet.getByText(email).waitFor();
    await screenshotEverywhere(page, 'receipt', () => sheet.waitFor());

    // The Print button prints; printed, the page is the receipt alone, on one sheet.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await screenshotEverywhere(page, 'receipt-print', () => sheet.waitFor());
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    // The e-mailed receipt links to the same page.
    const mail = await inbox.next(email, `Your SignalDesk receipt #${receiptId}`);
    expect(mail.text).toContain(`Credit for unused time: −$${credit.toFixed(2)}`);
    expect(mail.text).toContain(`Total: $${due.toFixed(2)} USD`);
    await page.goto(pathOf(mail.links[0]));
    await sheet.getByRole('heading', { name: `Receipt #${receiptId}` }).waitFor();

    // Someone else's receipt is not found.
    const stranger = await openPage(suite.browser, suite.server.url);
    await signUpThroughForm(stranger);
    await stranger.goto(`/receipts/${receiptId}`);
    await stranger.getByText('Receipt not found.').waitFor();
  });

  it('schedules a downgrade for the period end, marks it on the profile, the dashboard and in admin, and takes it back', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await traderOn(page, suite.server.dataDir, 'PRO');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change at Period End' });
    await dialog.getByRole('radio', { name: 'Professional · monthly · $29/month' }).check();
    await screenshotEverywhere(page, 'profile-change-plan-dialog', () => dialog.waitFor(), { fullPage: false });
    await dialog.getByRole('button', { name: 'Change at Period End' }).click();
    await page.getByText('Change scheduled - Your plan changes when the current period ends').waitFor();
    const scheduled = page.getByText(/^Changes to Professional \(monthly\) on \w{3} \d{1,2}, \d{4}$/);
    await scheduled.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshotEverywhere(page, 'profile-scheduled-change', () => scheduled.waitFor());

    await page.goto('/dashboard');
    await page.getByText(/^Changes to Professional \(monthly\) on /).waitFor();
    await screenshotEverywhere(page, 'dashboard-scheduled-change', () =>
      page.getByText(/^Changes to Professional \(monthly\) on /).waitFor(),
    );

    // The admin sees it in the list and on the subscription, with who scheduled it.
    const admin = await openPage(suite.browser, suite.server.url);
    await admin.goto('/login');
    await logIn(admin, 'admin@example.com', 'admin-password-for-tests');
    await admin.waitForURL(/\/admin$/);
    await admin.goto('/admin/subscriptions');
    await admin.getByPlaceholder('Search by email').fill(email);
    const row = admin.locator('tr', { hasText: email });
    await row.getByText(/^Professional \(BASIC\) monthly from \w{3} \d{1,2}, \d{4}$/).waitFor();
    // On a phone the list is a simple list, the change after the status.
    await screenshotEverywhere(admin, 'admin-subscriptions-scheduled', () =>
      admin
        .getByText(/Professional \(BASIC\) monthly from/)
        .first()
        .waitFor(),
    );
    await row.getByText('(PRO)', { exact: true }).click();
    await admin.waitForURL(/\/admin\/subscriptions\/\d+\/show$/);
    await admin.getByText(/^Professional \(BASIC\) monthly from /).waitFor();
    await admin.getByText(`Change scheduled for the period end by ${email}`).waitFor();
    await screenshotEverywhere(admin, 'admin-subscription-show', () => admin.getByText('Change history').waitFor());

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Keep Enterprise (monthly)' }).click();
    await page.getByText('Change cancelled - You keep your current plan').waitFor();
    await scheduled.waitFor({ state: 'detached' });
  });

  it('resumes a cancelled subscription before it ends', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await traderOn(page, suite.server.dataDir, 'BASIC');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    const resume = page.getByRole('button', { name: 'Resume Subscription' });
    await screenshotEverywhere(page, 'profile-cancelled-resume', () => resume.waitFor());
    await resume.click();
    await page.getByText('Subscription Resumed - Your subscription is active again').waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    expect(await resume.count()).toBe(0);
  });

  it("opens a reminder's checkout link with the plan and price from the server", async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await traderOn(page, suite.server.dataDir, 'PRO');
    await page.goto('/payment-flow?plan=pro&cycle=yearly');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Enterprise, yearly').waitFor();
    await summary.getByText(/takes over from .+, when your current period ends/).waitFor();
    await page.getByText('Enterprise plan · $790 · yearly').waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'payment-link-change');
    await page.setViewportSize(DESKTOP);
    await summary.getByRole('button', { name: /^Change on .+ without paying now$/ }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText(/^Changes to Enterprise \(yearly\) on /).waitFor();

    // A link naming no plan sold at checkout goes to the plans.
    await page.goto('/payment-flow?plan=enterprise&cycle=monthly');
    await page.waitForURL(/\/pricing$/);
  });
});
