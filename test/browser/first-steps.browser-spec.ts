import { openPage, PHONE, screenshot } from './support/browser.js';
import { logIn, signUpActiveTrader, signUpThroughForm } from './support/journeys.js';
import { seedSubscription } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

/** The paths a new trader walks first: nowhere to get stuck, nothing to choose twice. */
describe('first steps of a trader in Chromium', () => {
  const suite = useServerAndBrowser();

  it('sends the "Plan types" of a guest to the plans, not to a bounce', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByRole('link', { name: 'Plan types' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { name: 'Choose Your Trading Plan' }).waitFor();
  });

  it('goes from sign-up to the plan choice without passing the landing page, and carries the choice to checkout', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signUpThroughForm(page);
    expect(visited.filter((path) => path === '/')).toEqual([]);

    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByText('You chose Professional. Pick monthly or yearly, then pay to start your signals.').waitFor();
    await page.getByLabel('Professional plan').getByText('Your choice').waitFor();
    await screenshot(page, 'pricing-chosen');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pricing-chosen');
    await page.setViewportSize({ width: 1366, height: 900 });

    // A pending trader is told what to do: on the dashboard, and when opening the signals.
    await page.goto('/dashboard');
    await page.getByText('Your Professional plan is waiting for payment.').waitFor();
    await screenshot(page, 'dashboard-pending');
    await page.goto('/app');
    await page
      .getByText(
        'Trading signals and the news calendar start once your Professional plan is paid. Complete the payment, or choose another plan.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    await page.getByRole('link', { name: 'Complete Payment' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByLabel('Professional plan').getByText('Your choice').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByLabel('Professional plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/payment-flow$/);
    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
  });

  it('takes a guest who picks a plan, then signs up, straight to that checkout', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/pricing');
    await page.getByLabel('Enterprise plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(/\/signup$/);
    // The URL moves before the sign-up form replaces the login form (the route renders in a
    // transition): fill nothing until the new form is there.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Email').fill(`guest${Date.now()}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill('2025550143');
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByLabel('Confirm password').fill('trade-secret-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/payment-flow$/);
    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
  });

  it('marks the current plan of a paying trader and always offers a way to another plan', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    seedSubscription(suite.server.dataDir, email, { planType: 'PRO', status: 'ACTIVE', expiresInDays: 20 });
    await page.goto('/subscription');
    await page.getByLabel('Enterprise plan').getByText('Current plan').waitFor();
    await page.getByRole('button', { name: 'Switch to Professional' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByText('You are on the Enterprise plan, marked below.', { exact: false }).waitFor();
    await page.getByLabel('Enterprise plan').getByText('Current plan').waitFor();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await page
      .getByRole('dialog', { name: 'Change at Period End' })
      .getByRole('link', { name: 'Compare All Plans' })
      .click();
    await page.waitForURL(/\/pricing$/);
    await page.getByLabel('Enterprise plan').getByText('Current plan').waitFor();
    await screenshot(page, 'pricing-current');

    // Signed out, the same deep link asks for the login and comes back.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/profile');
    await page.waitForURL(/\/login$/);
    await logIn(page, email);
    await page.waitForURL(/\/profile$/);
  });

  it('shows a dash, not a measured 0 %, for the confidence of no signals', async () => {
    const page = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.goto('/app');
    await page.getByText('No Active Signals').waitFor();
    const confidence = page.getByLabel('AI Confidence: no active signal to average');
    expect(await confidence.textContent()).toBe('—');
    await page.getByText('no active signal to average', { exact: true }).waitFor();
    await screenshot(page, 'app-no-signals', { fullPage: false });
  });
});
