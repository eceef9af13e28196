import type { Page } from 'playwright-core';
import { openPage, PHONE, screenshot, screenshotEverywhere } from './support/browser.js';
import { signUpThroughForm } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

/** The countdown's reading, in seconds ("Time remaining: 29:41" is 1781). */
async function secondsRemaining(page: Page): Promise<number> {
  const text = await page
    .getByText(/Time remaining: \d\d:\d\d$/)
    .first()
    .textContent();
  const [, minutes, seconds] = /(\d\d):(\d\d)$/.exec(text!)!;
  return Number(minutes) * 60 + Number(seconds);
}

const addressOf = (page: Page) => page.getByText(/^SIMULATED-BTC-/).textContent();
const amountOf = (page: Page) =>
  page
    .getByText(/^0\.\d+ BTC$/)
    .first()
    .textContent();

/** Signs up, picks a plan and opens a BTC invoice for Enterprise monthly; the page is at step 2. */
async function openInvoice(page: Page): Promise<void> {
  await signUpThroughForm(page);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/(app|pricing)$/);
  await page.goto('/pricing');
  await page.getByLabel('Enterprise plan').getByRole('button', { name: 'Choose Plan' }).click();
  await page.waitForURL(/\/payment-flow$/);
  await page.getByRole('button', { name: 'BTC', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
}

describe('an open invoice is never forgotten (simulated provider)', () => {
  // Long enough to reload, go Back and Forward and open a second tab before the money "arrives".
  const suite = useServerAndBrowser({ PAYMENTS_SIMULATED_CONFIRM_SECONDS: '60' });

  it('resumes the same invoice after a reload, Back/Forward and in a second tab, then shows Payment received', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await openInvoice(page);
    const address = await addressOf(page);
    const amount = await amountOf(page);
    const before = await secondsRemaining(page);

    // A reload at step 2: the same invoice, its countdown running on from the server's expiry.
    await page.reload();
    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
    expect(await addressOf(page)).toBe(address);
    expect(await amountOf(page)).toBe(amount);
    const afterReload = await secondsRemaining(page);
    expect(afterReload).toBeLessThanOrEqual(before);
    expect(afterReload).toBeGreaterThan(before - 20);

    // Back, then Forward, as a phone's gestures do.
    await page.goBack();
    await page.waitForURL(/\/pricing$/);
    await page.goForward();
    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
    expect(await addressOf(page)).toBe(address);
    expect(await page.getByText('Amount due').count()).toBe(1);
    await screenshotEverywhere(page, 'payment-resumed', () =>
      page.getByRole('heading', { name: 'Send Payment' }).waitFor(),
    );

    // Another tab opens /payment-flow bare: it goes to the invoice on offer.
    const second = await page.context().newPage();
    await second.goto('/payment-flow');
    await second.waitForURL(/\/payment-flow\?plan=pro&cycle=monthly$/);
    await second.getByRole('heading', { name: 'Send Payment' }).waitFor();
    expect(await addressOf(second)).toBe(address);

    // The dashboard and the profile offer the way back, and an explicit cancel.
    await second.goto('/dashboard');
    const card = second.getByRole('region', { name: 'Open invoice' });
    await card.getByText(amount!).waitFor();
    await screenshotEverywhere(second, 'open-invoice-dashboard', () => card.waitFor());
    await second.goto('/profile');
    await second.getByRole('region', { name: 'Open invoice' }).waitFor();
    await screenshotEverywhere(second, 'open-invoice-profile', () =>
      second.getByRole('region', { name: 'Open invoice' }).waitFor(),
    );
    await second.getByRole('link', { name: 'Resume Payment' }).click();
    await second.getByRole('heading', { name: 'Send Payment' }).waitFor();
    expect(await addressOf(second)).toBe(address);

    // The trader says it is sent; a reload keeps that too.
    await page.getByRole('button', { name: "I've Sent the Payment" }).click();
    await page.getByRole('heading', { name: 'Confirming Payment' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Confirming Payment' }).waitFor();

    // The simulated confirmation: both tabs say what the payment bought, and offer nothing to pay.
    await second.setViewportSize(PHONE);
    await second.emulateMedia({ colorScheme: 'light' });
    // Each tab goes on to the dashboard 3 s after it knows: both are watched at once.
    await Promise.all(
      [page, second].map(async (tab) => {
        await tab.getByText('Payment received').waitFor({ timeout: 75_000 });
        await tab.getByText('Paid for').waitFor();
        expect(await tab.getByText('Amount due').count()).toBe(0);
        expect(await tab.getByRole('button', { name: 'Continue to Payment' }).count()).toBe(0);
        await screenshot(tab, tab === page ? 'payment-received-dark' : 'payment-received-light');
      }),
    );
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    await page.getByText('Signals and the calendar are open to you').waitFor();
    expect(await page.getByRole('region', { name: 'Open invoice' }).count()).toBe(0);
  }, 180_000);

  it('cancels the open invoice from the dashboard: no page offers it any more', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await openInvoice(page);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Open invoice' });
    await card.getByRole('button', { name: 'Cancel Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this invoice?' });
    await screenshot(page, 'open-invoice-cancel-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel Invoice' }).click();
    await page.getByText('Invoice cancelled - Do not send money to its address').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.goto('/payment-flow');
    await page.waitForURL(/\/pricing$/);
  });
});
