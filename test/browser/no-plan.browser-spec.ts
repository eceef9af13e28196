import { openPage, screenshotEverywhere } from './support/browser.js';
import { freshLogin, logIn, signUpThroughForm } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

/** A trader who signed up and has not paid: every account page opens; what is paid for says so. */
describe('a signed-in trader without a plan in Chromium', () => {
  const suite = useServerAndBrowser();

  it('opens the account pages, says in place that signals and alerts need a plan, and signs in to the plan choice', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByText('No active subscription').waitFor();
    await page.getByRole('button', { name: 'Change Password' }).waitFor();
    await page.getByRole('button', { name: 'View Billing History' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await screenshotEverywhere(page, 'no-plan-profile');

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Trading Dashboard' }).waitFor();
    await page.getByText('You have no plan yet.', { exact: false }).waitFor();

    // Signals and the calendar: the address stays, the page says why and where a plan is.
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Signals need a plan' }).waitFor();
    await page
      .getByText(
        'Trading signals and the news calendar come with a paid plan, and you have none yet. Choose a plan to start.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    await screenshotEverywhere(page, 'no-plan-signals');
    await page.goto('/alerts');
    await page.getByRole('heading', { name: 'Alerts need a plan' }).waitFor();
    await page.getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL(/\/subscription$/);
    await page.getByRole('heading', { name: 'Manage Your Subscription' }).waitFor();

    // Signing in again with no plan chosen lands on the plan choice, not the marketing page.
    await freshLogin(page);
    await logIn(page, email);
    await page.waitForURL(/\/subscription$/);
  });
});
