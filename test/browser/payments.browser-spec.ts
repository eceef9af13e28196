import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, screenshotEverywhere } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { logIn, signUpThroughForm } from './support/journeys.js';

/** The countdown's first reading on the page, in seconds ("Time remaining: 30:00" is 1800). */
async function secondsRemaining(page: Page): Promise<number> {
  const text = await page.locator('p', { hasText: /^Time remaining: \d\d:\d\d$/ }).textContent();
  const [, minutes, seconds] = /(\d\d):(\d\d)$/.exec(text!)!;
  return Number(minutes) * 60 + Number(seconds);
}

/** The payment the next click on Continue creates, as the server answered it. */
function paymentCreated(page: Page): Promise<{ created_at: string; expires_at: string }> {
  return page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/payments/create'),
    )
    .then((response) => response.json());
}

/**
 * Checks the countdown against the payment it counts down: the window is 30 minutes from the
 * payment's creation (the time spent choosing a coin not counted), every reading is the time left
 * until the payment's expiry at that moment (to the second it shows), and it only goes down. No
 * reading depends on how quickly the page drew.
 */
async function expectCountdownFromThirtyMinutes(
  page: Page,
  payment: { created_at: string; expires_at: string },
): Promise<void> {
  const expiresAt = Date.parse(payment.expires_at);
  expect(expiresAt - Date.parse(payment.created_at)).toBe(30 * 60_000);
  const readings: number[] = [];
  const offBy: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    if (index) await page.waitForTimeout(700);
    const before = await page.evaluate(() => Date.now());
    const shown = await secondsRemaining(page);
    const after = await page.evaluate(() => Date.now());
    readings.push(shown);
    // Between the time left just after the reading and just before it, a second either way for rounding.
    if (shown < Math.floor((expiresAt - after) / 1000) - 1 || shown > Math.ceil((expiresAt - before) / 1000) + 1)
      offBy.push(shown);
  }
  expect(readings[0]).toBeLessThanOrEqual(1800);
  expect(offBy).toEqual([]);
  expect([...readings].sort((a, b) => b - a)).toEqual(readings);
}

/** The copy toasts on screen, and every visible control any toast lies over. */
function toastsAndCoveredControls(page: Page) {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.notistack-MuiContent')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered = [...document.querySelectorAll('button, a, input, textarea')]
      .filter((control) => !control.closest('.notistack-SnackbarContainer') && control.getClientRects().length > 0)
      .filter((control) => toasts.some((toast) => overlaps(toast, control.getBoundingClientRect())))
      .map((control) => control.getAttribute('aria-label') || control.textContent!.trim());
    return { toasts: toasts.length, covered };
  });
}

/**
 * The placeholder's text against the room its field gives it: cut when it needs more than that.
 * Asked again for a moment, since a field resizes itself just after the window does.
 */
async function placeholderFits(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await placeholderFitsNow(page)) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

function placeholderFitsNow(page: Page) {
  return page.getByPlaceholder('Search for cryptocurrency (e.g., BTC, SOL, USDT)...').evaluate((field) => {
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    const style = getComputedStyle(input);
    const width = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = input.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const probe = document.createElement('div');
    probe.textContent = input.placeholder;
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      font: style.font,
      letterSpacing: style.letterSpacing,
      lineHeight: style.lineHeight,
      width: `${width}px`,
      // An input shows one line; a textarea wraps.
      whiteSpace: input instanceof HTMLTextAreaElement ? 'pre-wrap' : 'nowrap',
    });
    document.body.append(probe);
    const fits = probe.scrollWidth <= Math.ceil(width) && probe.scrollHeight <= Math.ceil(height) + 1;
    probe.remove();
    return fits;
  });
}

describe('crypto checkout in Chromium (simulated provider)', () => {
  // The page notices a payment while it shows the address too: the money "arrives" after the copying below.
  const suite = useServerAndBrowser({ PAYMENTS_SIMULATED_CONFIRM_SECONDS: '30' });

  it('goes from /pricing through all four steps to an active subscription on the dashboard', async () => {
    const page = await openPage(suite.browser, suite.server.url, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signUpThroughForm(page);
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    await page.goto('/pricing');
    await page.getByLabel('Enterprise plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/payment-flow$/);
    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
    await page.getByText('Enterprise plan · $79 · monthly').waitFor();
    await page.getByText('256-bit SSL encrypted connection').waitFor();

    const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByText('Start typing to search for cryptocurrencies').waitFor();
    const search = page.getByPlaceholder('Search for cryptocurrency (e.g., BTC, SOL, USDT)...');
    // The spec's placeholder, whole at both widths (at 390 px it was cut after "(e.g., BTC,").
    expect(await placeholderFits(page)).toBe(true);
    await page.setViewportSize(PHONE);
    expect(await placeholderFits(page)).toBe(true);
    await screenshotEverywhere(page, 'payment-search', () =>
      page.getByText('Start typing to search for cryptocurrencies').waitFor(),
    );
    await search.fill('zzz');
    await page.getByText('No cryptocurrencies found matching "zzz"').waitFor();
    await search.fill('usdt');
    await page.getByRole('button', { name: 'USDT (TRC20) Tether' }).click();
    await page.getByText('Selected').first().waitFor();
    await screenshot(page, 'payment-select');
    // A trader takes a moment to choose; the countdown must not count that moment.
    await page.waitForTimeout(2500);
    const first = paymentCreated(page);
    await continueButton.click();

    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
    await expectCountdownFromThirtyMinutes(page, await first);
    expect(await page.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByRole('button', { name: 'Change Currency' }).click();
    await page.getByRole('heading', { name: 'Choose a cryptocurrency' }).waitFor();
    await page.getByRole('button', { name: 'BTC', exact: true }).click();
    await page.waitForTimeout(1500);
    const second = paymentCreated(page);
    await continueButton.click();
    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
    // A second payment window starts from 30:00 too.
    await expectCountdownFromThirtyMinutes(page, await second);

    const copyAddress = page.getByRole('button', { name: 'Copy payment address' });
    const copyAmount = page.getByRole('button', { name: 'Copy amount to send' });
    const sent = page.getByRole('button', { name: "I've Sent the Payment" });
    const addressText = page.getByText(/^SIMULATED-BTC-/);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // 'Copied!' takes the place of 'Copy' without moving anything: the address keeps its lines.
      const before = { button: await copyAddress.boundingBox(), address: await addressText.boundingBox() };
      await copyAddress.click();
      await copyAddress.getByText('Copied!').waitFor();
      expect({ button: await copyAddress.boundingBox(), address: await addressText.boundingBox() }).toEqual(before);
      await page.getByText('Copied! - Address copied to clipboard').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^SIMULATED-BTC-/);
      await copyAmount.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^0\.\d+$/);
      await copyAddress.click();
      // Three copies, one toast: each replaces the last at once instead of piling up for seconds.
      await page.waitForFunction(() => document.querySelectorAll('.notistack-MuiContent').length === 1, undefined, {
        timeout: 1500,
      });
      expect(await toastsAndCoveredControls(page)).toEqual({ toasts: 1, covered: [] });
      // Down at the end of the page, where the trader goes next, nothing lies over the buttons.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      expect(await toastsAndCoveredControls(page)).toEqual({ toasts: 1, covered: [] });
      await sent.click({ trial: true, timeout: 2000 });
      await screenshot(page, 'payment-details-copied', { fullPage: false });
      await page.waitForFunction(() => document.querySelectorAll('.notistack-MuiContent').length === 0);
    }
    await screenshotEverywhere(page, 'payment-details', () => sent.waitFor());

    await page.getByRole('button', { name: "I've Sent the Payment" }).click();
    await page
      .getByRole('heading', { name: 'Confirming Payment' })
      .or(page.getByRole('heading', { name: 'Payment Successful!' }))
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 45000 });
    await screenshot(page, 'payment-completed');
    // Plans read as they are sold, never as their codes.
    expect(await page.getByText('Enterprise', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('PRO', { exact: true }).count()).toBe(0);
    // What was paid, in dollars too, and where its receipt is.
    await page.getByText(/\(\$\d+\.\d{2}\)$/).waitFor();
    expect(await page.getByRole('link', { name: 'View Receipt' }).getAttribute('href')).toMatch(/^\/receipts\/\d+$/);
    await page.waitForURL(/\/dashboard$/, { timeout: 10000 });
    await page.getByText('Payment successful! Welcome to your new plan.').waitFor();
    await page.getByText('Signals and the calendar are open to you').waitFor();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'View Billing History' }).click();
    await page.getByText('Enterprise monthly Plan').first().waitFor();
    // The USDT checkout left behind by Change Currency is shown as superseded, not as a second charge.
    await page.getByText('Superseded – not charged').waitFor();
    expect(await page.getByText('Enterprise monthly Plan').count()).toBe(2);
    await screenshot(page, 'profile-billing');
  }, 150_000);

  it('sends a guest who picks a plan through login straight to its checkout', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Yearly/ }).click();
    await page.getByLabel('Professional plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/login$/);
    await logIn(page, email);
    await page.waitForURL(/\/payment-flow$/);
    await page.getByText('Professional plan · $313.20 · yearly').waitFor();
  });

  it('sends /payment-flow without a chosen plan back to /pricing', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpThroughForm(page);
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    await page.goto('/payment-flow');
    await page.waitForURL(/\/pricing$/);
  });
});
