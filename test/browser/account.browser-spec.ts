import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { openPage, PHONE, screenshot } from './support/browser.js';
import { logIn, signUpThroughForm } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

/** The path and query of an e-mailed link, opened on the server under test. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, `${name}-light`);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  if (size) await page.setViewportSize(size);
}

/** A new trader with a chosen plan, so that the protected pages open. */
async function newTrader(browser: Browser, url: string): Promise<{ page: Page; email: string }> {
  const page = await openPage(browser, url);
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/(app|pricing)$/);
  return { page, email };
}

describe('account self-service in Chromium', () => {
  const inbox = new SmtpInbox();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await inbox.start();
    env.SMTP_URL = inbox.url;
  });
  afterAll(() => inbox.stop());
  const suite = useServerAndBrowser(env);

  it('forgot password: the e-mailed link sets a new password, then signing in works with it', async () => {
    const { email } = await newTrader(suite.browser, suite.server.url);
    const guest = await openPage(suite.browser, suite.server.url);
    await guest.goto('/login');
    await guest.getByRole('link', { name: 'Forgot password?' }).click();
    await guest.waitForURL(/\/forgot-password$/);
    await shoot(guest, 'forgot-password');
    await guest.getByLabel('Email').fill(email);
    await guest.getByRole('button', { name: 'Send Reset Link' }).click();
    await guest
      .getByText('If an account uses this email address, a link to choose a new password is on its way.', {
        exact: false,
      })
      .waitFor();
    await shoot(guest, 'forgot-password-sent');

    const mail = await inbox.next(email, 'Reset your SignalDesk password');
    await guest.goto(pathOf(mail.links[0]));
    await guest.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await shoot(guest, 'reset-password');
    await guest.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await guest.getByLabel('Confirm new password').fill('fresh-pass-2');
    await guest.getByRole('button', { name: 'Set New Password' }).click();
    await guest.getByText('Passwords do not match').waitFor();
    await guest.getByLabel('Confirm new password').fill('fresh-pass-1');
    await guest.getByRole('button', { name: 'Set New Password' }).click();
    await guest.waitForURL(/\/login$/);
    await guest.getByText('Your password has been changed. Please sign in with it.').waitFor();

    await logIn(guest, email, 'trade-secret-1');
    await guest.getByText('Invalid email or password.').waitFor();
    await logIn(guest, email, 'fresh-pass-1');
    await guest.waitForURL(`${suite.server.url}/`);
    await guest.getByRole('link', { name: 'Dashboard' }).waitFor();

    // The link worked once, and its page says so on opening, before a password is typed.
    await guest.evaluate(() => localStorage.clear());
    await guest.goto(pathOf(mail.links[0]));
    await guest.getByText('This link is invalid, already used or expired. Please ask for a new one.').waitFor();
    expect(await guest.getByLabel('New password', { exact: true }).count()).toBe(0);
    await shoot(guest, 'reset-password-used');
    await guest.getByRole('link', { name: 'Ask for a New Link' }).click();
    await guest.waitForURL(/\/forgot-password$/);
  });

  it("changing the password on the profile ends another browser's session, not this one", async () => {
    const { page, email } = await newTrader(suite.browser, suite.server.url);
    const elsewhere = await openPage(suite.browser, suite.server.url);
    await elsewhere.goto('/login');
    await logIn(elsewhere, email);
    await elsewhere.waitForURL(`${suite.server.url}/`);
    await elsewhere.goto('/profile');
    await elsewhere.getByRole('heading', { name: 'Account Settings' }).waitFor();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('wrong-one');
    await dialog.getByLabel('New password', { exact: true }).fill('changed-pass');
    await dialog.getByLabel('Confirm new password').fill('changed-pass');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Current password is incorrect.').waitFor();
    await shoot(page, 'profile-change-password');
    await dialog.getByLabel('Current password').fill('trade-secret-1');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed. Every other device has been signed out.').waitFor();
    await shoot(page, 'profile-security');

    // This browser carries on.
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByText(email).waitFor();

    // The other one is signed out on its next request.
    await Promise.all([elsewhere.waitForEvent('load'), elsewhere.reload()]);
    // A locator's wait outlasts the sign-out's own reload, where waiting for the address could be cut short by it.
    await elsewhere.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(elsewhere.url()).toMatch(/\/login$/);
    expect(await elsewhere.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // It says why it is on the login.
    await elsewhere.getByText('Your session has ended. Please sign in again.').waitFor();
    await shoot(elsewhere, 'login-session-ended');
  });

  it('two tabs that find their access token spent together refresh it once and both stay signed in', async () => {
    const { page, email } = await newTrader(suite.browser, suite.server.url);
    const otherTab = await page.context().newPage();
    // Each refresh is held for a second on its way, so that both tabs have met their 401 before
    // either has its new token.
    const refreshes: string[] = [];
    await page.context().route('**/api/auth/refresh', async (route) => {
      refreshes.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    for (const tab of [page, otherTab]) {
      await tab.goto('/profile');
      await tab.getByText(email).waitFor();
    }

    // The tabs share the storage: both meet a 401 on their next calls and want a new token at once.
    // A refresh token is good for one use (a second use ends the session), so only one may refresh.
    await page.evaluate(() => localStorage.setItem('accessToken', 'spent'));
    await Promise.all([page.reload(), otherTab.reload()]);
    for (const tab of [page, otherTab]) {
      await tab.getByRole('heading', { name: 'Account Settings' }).waitFor();
      await tab.getByText(email).waitFor();
    }
    expect(refreshes).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('spent');

    // The new tokens are good: the session was not ended behind the tabs' backs.
    await otherTab.reload();
    await otherTab.getByText(email).waitFor();
    expect(otherTab.url()).toMatch(/\/profile$/);
  });

  it('changes the e-mail address through the link sent to the new one', async () => {
    const { page, email } = await newTrader(suite.browser, suite.server.url);
    const newEmail = `renamed-${Date.now()}@example.com`;
    await page.goto('/profile');
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    const sentTo = (address: string) =>
      `We have sent a message to ${address}. If the address can be used, it holds a confirmation link: your email address changes when you open it.`;

    // An address another account has gets the same answer: nobody learns here who has an account.
    await page.getByRole('button', { name: 'Change Email' }).click();
    await dialog.getByText('If it can be used, the message holds a confirmation link', { exact: false }).waitFor();
    await dialog.getByLabel('New email').fill('admin@example.com');
    await dialog.getByLabel('Current password').fill('trade-secret-1');
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await dialog.getByText(sentTo('admin@example.com')).waitFor();
    await shoot(page, 'profile-change-email-taken');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await inbox.next('admin@example.com', 'Someone tried to move a SignalDesk account to this address');
    expect((await inbox.next(email, 'A change of your SignalDesk e-mail address was requested')).text).toContain(
      'admin@example.com',
    );

    await page.getByRole('button', { name: 'Change Email' }).click();
    await dialog.getByLabel('New email').fill(newEmail);
    await dialog.getByLabel('Current password').fill('trade-secret-1');
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await dialog.getByText(sentTo(newEmail)).waitFor();
    await shoot(page, 'profile-change-email-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();

    expect((await inbox.next(email, 'A change of your SignalDesk e-mail address was requested')).text).toContain(
      newEmail,
    );
    const confirmation = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
    await page.goto(pathOf(confirmation.links[0]));
    await page.getByText(`Your email address is now ${newEmail}.`).waitFor();
    await shoot(page, 'confirm-email');
    await page.getByRole('link', { name: 'Back to Account Settings' }).click();
    await page.getByText(newEmail).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).email).toBe(newEmail);
  });

  it('exports my data as a JSON download, then deletes the account so that signing in fails', async () => {
    const { page, email } = await newTrader(suite.browser, suite.server.url);
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('signaldesk-my-data.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.profile.email).toBe(email);
    expect(exported.subscription).toMatchObject({ plan: 'BASIC' });

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByLabel('Current password').fill('not-it');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByText('Current password is incorrect.').waitFor();
    await shoot(page, 'profile-delete-account');
    await dialog.getByLabel('Current password').fill('trade-secret-1');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(/\/login\?account-deleted=1$/);
    await page.getByText('Your account has been deleted.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await logIn(page, email);
    await page.getByText('Invalid email or password.').waitFor();
    await page.goto('/terms');
    await page.getByText('download all your data as one JSON file', { exact: false }).waitFor();
  });

  it.each([
    ['Vietnam', '912345678', '+84912345678'],
    ['Kenya', '712345678', '+254712345678'],
    ['Estonia', '51234567', '+37251234567'],
  ])('signs up a trader from %s with a local phone number', async (country, national, full) => {
    const page = await openPage(suite.browser, suite.server.url);
    const email = `${country.toLowerCase()}-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'Country code' }).click();
    await page.keyboard.type(country);
    await page.getByRole('option', { name: new RegExp(country) }).click();
    await page.getByLabel('Phone', { exact: true }).fill(national);
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByLabel('Confirm password').fill('trade-secret-1');
    await page.getByRole('checkbox').check();
    if (country === 'Vietnam') await shoot(page, 'signup-vietnam');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/subscription$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
      email,
      phone: full,
    });
  });
});
