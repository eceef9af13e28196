import { openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { signUpThroughForm } from './support/journeys.js';
import { seedSubscription } from './support/seed.js';

describe('plans, subscription and accounts pages in Chromium', () => {
  const suite = useServerAndBrowser();

  it('shows the pricing page from server plans, with the yearly saving', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Choose Your Trading Plan' }).waitFor();
    await page.getByText('MOST POPULAR').waitFor();
    expect(await page.getByRole('button', { name: 'Contact Sales' }).count()).toBe(1);
    await page.getByText('Account limit: 1 account').waitFor();
    await page.getByText('Account limit: Unlimited').waitFor();
    await screenshot(page, 'pricing');
    await page.getByRole('button', { name: /Yearly/ }).click();
    await page.getByText('Save $158 (17%)').waitFor();
    await page.getByText('Save $34.80 (10%)').waitFor();
    await page.getByText('All plans include SSL security, 99.9% uptime, and regular updates.').waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pricing-yearly');
  });

  it('sends a guest who picks a plan to login, then on to that plan', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/pricing');
    await page
      .getByRole('region', { name: /Enterprise plan/ })
      .or(page.getByLabel('Enterprise plan'))
      .getByRole('button', { name: 'Choose Plan' })
      .click();
    await page.waitForURL(/\/login$/);
    const remembered = await page.evaluate(
      () => (window.history.state as { usr?: { from?: { pathname: string; state: unknown } } }).usr?.from,
    );
    expect(remembered).toEqual({
      pathname: '/payment-flow',
      state: { plan: 'pro', billingCycle: 'monthly', price: 79 },
    });
  });

  it('lets a new trader choose a plan on /subscription, then manage MT accounts up to the limit', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpThroughForm(page);
    await page.getByRole('heading', { name: 'Manage Your Subscription' }).waitFor();
    await screenshot(page, 'subscription');
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Trading Dashboard' }).waitFor();
    await page.getByText('0 / 1').waitFor();
    await page.getByLabel('MT Account ID').fill('   ');
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('Please enter an MT Account ID').waitFor();
    await page.getByLabel('MT Account ID').fill('51234567');
    await page.getByLabel('MT Account ID').press('Enter');
    await page.getByText('MT Account added successfully').waitFor();
    await page.getByText('1 / 1').waitFor();
    await page.getByLabel('MT Account ID').fill('51234568');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByText("You've reached the maximum of 1 accounts for your BASIC plan").first().waitFor();
    await screenshot(page, 'dashboard');
    await page.getByRole('button', { name: 'Remove account 51234567' }).click();
    await page.getByText('MT Account removed successfully').waitFor();
    await page.getByText('0 / 1').waitFor();
    expect(await page.getByRole('button', { name: 'Notifications' }).isDisabled()).toBe(true);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'dashboard');
  });

  it('warns at 7 days left, on the dashboard and the profile, and cancels with the confirm dialog', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    seedSubscription(suite.server.dataDir, email, { planType: 'BASIC', status: 'ACTIVE', expiresInDays: 6.5 });

    await page.goto('/dashboard');
    await page.getByText('Your subscription expires in 7 days').waitFor();
    await page.getByRole('button', { name: 'Renew Now' }).waitFor();

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByText('Renew now to avoid interruption to your trading signals').waitFor();
    await page.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade & Pay Now' }).waitFor();
    await screenshot(page, 'profile-expiring');

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByText(
        "Are you sure you want to cancel your subscription? You'll retain access until the end of your current billing period.",
      )
      .waitFor();
    await page.getByRole('button', { name: 'Keep Subscription' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByText('Subscription Cancelled - Your subscription will remain active until the end of the billing period')
      .waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'View Billing History' }).click();
    await page.getByText('No billing history found').waitFor();
    await page.getByRole('button', { name: 'Hide' }).click();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'profile-cancelled');
  });

  it('shows the expired state with Pay Now offers and the Reactivate banner', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    seedSubscription(suite.server.dataDir, email, {
      planType: 'PRO',
      status: 'EXPIRED',
      expiresInDays: -2,
      amountPaid: '79.00',
    });
    await page.goto('/profile');
    await page.getByText('Your subscription has expired').first().waitFor();
    await page.getByRole('button', { name: 'Pay Now · $79/month' }).waitFor();
    await page.getByRole('button', { name: 'Pay Now · $790/year' }).waitFor();
    await screenshot(page, 'profile-expired');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByText('Your current plan is marked.', { exact: false }).waitFor();
  });

  it('offers every plan to a trader with no subscription on the profile', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpThroughForm(page);
    await page.goto('/profile');
    // No chosen plan yet: the protected group sends the trader to choose one first.
    await page.waitForURL(/\/subscription$/);
  });
});
