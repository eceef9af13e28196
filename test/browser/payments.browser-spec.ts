import { openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { logIn, signUpThroughForm } from './support/journeys.js';

describe('crypto checkout in Chromium (simulated provider)', () => {
  const suite = useServerAndBrowser({ PAYMENTS_SIMULATED_CONFIRM_SECONDS: '2' });

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
    await page.getByText('PRO plan · $79 · monthly').waitFor();
    await page.getByText('256-bit SSL encrypted connection').waitFor();

    const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByText('Start typing to search for cryptocurrencies').waitFor();
    const search = page.getByPlaceholder('Search for cryptocurrency (e.g., BTC, SOL, USDT)...');
    await search.fill('zzz');
    await page.getByText('No cryptocurrencies found matching "zzz"').waitFor();
    await search.fill('usdt');
    await page.getByRole('button', { name: 'USDT (TRC20) Tether' }).click();
    await page.getByText('Selected').first().waitFor();
    await screenshot(page, 'payment-select');
    await continueButton.click();

    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();
    await page.getByText(/Time remaining: 29:5\d|Time remaining: 30:00/).waitFor();
    expect(await page.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByRole('button', { name: 'Change Currency' }).click();
    await page.getByRole('heading', { name: 'Choose a cryptocurrency' }).waitFor();
    await page.getByRole('button', { name: 'BTC', exact: true }).click();
    await continueButton.click();
    await page.getByRole('heading', { name: 'Send Payment' }).waitFor();

    await page.getByRole('button', { name: 'Copy payment address' }).click();
    await page.getByText('Copied! - Address copied to clipboard').waitFor();
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toMatch(/^SIMULATED-BTC-/);
    await page.getByRole('button', { name: 'Copy payment address' }).getByText('Copied!').waitFor();
    await page.getByRole('button', { name: 'Copy amount to send' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^0\.\d+$/);
    await screenshot(page, 'payment-details');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'payment-details');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: "I've Sent the Payment" }).click();
    await page
      .getByRole('heading', { name: 'Confirming Payment' })
      .or(page.getByRole('heading', { name: 'Payment Successful!' }))
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20000 });
    await screenshot(page, 'payment-completed');
    await page.waitForURL(/\/dashboard$/, { timeout: 10000 });
    await page.getByText('Payment successful! Welcome to your new plan.').waitFor();
    await page.getByText('Trading enabled').waitFor();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'View Billing History' }).click();
    await page.getByText('PRO monthly Plan').waitFor();
    await screenshot(page, 'profile-billing');
  });

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
    await page.getByText('BASIC plan · $313.20 · yearly').waitFor();
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
