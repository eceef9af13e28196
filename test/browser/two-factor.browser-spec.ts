import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { totpCode } from '../../server/src/two-factor/totp.js';
import { openPage, screenshotEverywhere } from './support/browser.js';
import { freshLogin, logIn, signUpThroughForm } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/** What an authenticator app shows now, or `stepsAhead` 30-second steps later (a code not yet spent). */
const appCode = (secret: string, stepsAhead = 0) => totpCode(secret, new Date(Date.now() + stepsAhead * 30_000));

/** A trader with a chosen plan, so that the profile opens. */
async function newTrader(browser: Browser, url: string): Promise<{ page: Page; email: string }> {
  const page = await openPage(browser, url);
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/(app|pricing)$/);
  return { page, email };
}

/**
 * Sets two-factor sign-in up in the open set-up dialog with a code computed from the key it
 * shows, as an authenticator app would, and the password; answers the key and the recovery codes.
 */
async function completeSetup(
  page: Page,
  dialog: Locator,
  { password = 'trade-secret-1', shots }: { password?: string; shots?: string } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
  await qr.waitFor();
  const secret = (await dialog.locator('code').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (shots) await screenshotEverywhere(page, shots, () => qr.waitFor(), { fullPage: false });

  // Turning it on asks for the password again.
  const right = await appCode(secret);
  await dialog.getByLabel('Authentication code').fill(right);
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await dialog.getByText('Please enter your current password').waitFor();
  await dialog.getByLabel('Current password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await dialog.getByText('Current password is incorrect.').waitFor();
  if (shots)
    await screenshotEverywhere(
      page,
      `${shots}-password`,
      () => dialog.getByText('Current password is incorrect.').waitFor(),
      {
        fullPage: false,
      },
    );

  const wrong = right === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByLabel('Authentication code').fill(wrong);
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await dialog
    .getByText('That code is not right. Check that the time on your phone is correct and try again.')
    .waitFor();
  await dialog.getByLabel('Authentication code').fill(await appCode(secret));
  await dialog.getByRole('button', { name: 'Turn On' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
  await codesDialog.getByText('Two-factor sign-in is on.').waitFor();
  const recoveryCodes = await codesDialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return { secret, recoveryCodes };
}

/** Logout from the profile; the portal lands on the login, which leads back to the profile afterwards. */
async function signOutFromProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  // Signing out oneself is no news: only a session the server ended is explained.
  expect(await page.getByText('Your session has ended').count()).toBe(0);
}

describe('two-factor sign-in in Chromium', () => {
  const suite = useServerAndBrowser();

  it('sets it up on the profile with the key shown and the password, then signs in with a computed code and with a recovery code', async () => {
    const { page, email } = await newTrader(suite.browser, suite.server.url);
    const elsewhere = await openPage(suite.browser, suite.server.url);
    await elsewhere.goto('/login');
    await logIn(elsewhere, email);
    await elsewhere.waitForURL(`${suite.server.url}/`);

    await page.goto('/profile');
    await page.getByText('Signing in also asks for a code from an authenticator app on your phone.').waitFor();
    await page.getByRole('button', { name: 'Set Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Sign-In' });
    const { secret, recoveryCodes } = await completeSetup(page, dialog, { shots: 'two-factor-setup' });

    const codesDialog = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
    await screenshotEverywhere(page, 'two-factor-recovery-codes', () => codesDialog.waitFor(), { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codesDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('signaldesk-recovery-codes.txt');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toContain(`SignalDesk recovery codes for ${email}`);
    for (const code of recoveryCodes) expect(saved).toContain(`\n${code}\n`);
    await codesDialog.getByRole('button', { name: 'I Have Saved My Codes' }).click();
    await page.getByText(/^On since .+\. 10 of 10 recovery codes left\.$/).waitFor();
    await screenshotEverywhere(page, 'profile-two-factor-on', () =>
      page.getByText(/10 of 10 recovery codes left/).waitFor(),
    );
    // This browser carries on with its new tokens; the other one, signed in with the password alone, is signed out.
    await page.reload();
    await page.getByText(/10 of 10 recovery codes left/).waitFor();
    await elsewhere.goto('/profile');
    await elsewhere.waitForURL(/\/login$/);
    await elsewhere.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await elsewhere.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // Signed out, the password alone no longer signs in: the code step follows.
    await signOutFromProfile(page);
    await logIn(page, email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await screenshotEverywhere(page, 'login-two-factor', () => page.getByLabel('Authentication code').waitFor());
    await page.getByLabel('Authentication code').fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is the 6 digits your authenticator app shows').waitFor();
    // The set-up spent the current step's code: the app's next one is the fresh one.
    await page.getByLabel('Authentication code').fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();

    // A recovery code instead of the app, once.
    await signOutFromProfile(page);
    await logIn(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').waitFor();
    await screenshotEverywhere(page, 'login-recovery-code', () => page.getByLabel('Recovery code').waitFor());
    await page.getByLabel('Recovery code').fill(recoveryCodes[0].toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText(/9 of 10 recovery codes left/).waitFor();

    await signOutFromProfile(page);
    await logIn(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByText('This code was already used. Please wait for the next one in your authenticator app.')
      .waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('lets the admin require it of staff in Settings, and leads a support account to the set-up', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    await admin.goto('/login');
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await admin.goto('/profile');
    await admin.getByRole('button', { name: 'Set Up' }).click();
    await completeSetup(admin, admin.getByRole('dialog', { name: 'Set Up Two-Factor Sign-In' }), {
      password: ADMIN.password,
    });
    await admin.getByRole('button', { name: 'I Have Saved My Codes' }).click();

    // A support agent without two-factor sign-in.
    const support = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(support);
    const status = await admin.evaluate(async (address) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const filter = encodeURIComponent(JSON.stringify({ q: address }));
      const [user] = await (await fetch(`/api/admin/users?filter=${filter}`, { headers })).json();
      const response = await fetch(`/api/admin/users/${user.id}`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ role: 'support' }),
      });
      return response.status;
    }, email);
    expect(status).toBe(200);

    await admin.goto('/admin/settings');
    const requirement = admin.getByLabel('Require two-factor sign-in for admin and support accounts');
    await requirement.waitFor();
    await admin.getByText('1 admin or support account has no two-factor sign-in yet.', { exact: false }).waitFor();
    await requirement.check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Settings saved').waitFor();
    await admin.getByText('Settings changed by admin@example.com').waitFor();
    await admin.getByText(/two-factor sign-in required for staff: false → true/).waitFor();
    await screenshotEverywhere(admin, 'admin-settings', () =>
      admin.getByText('Settings changed by admin@example.com').waitFor(),
    );

    // Signing in again, support is sent from the admin portal to the set-up.
    await freshLogin(support);
    await logIn(support, email);
    const dialog = support.getByRole('dialog', { name: 'Set Up Two-Factor Sign-In' });
    await dialog.waitFor();
    expect(new URL(support.url()).pathname).toBe('/profile');
    await dialog.getByText('Your role requires two-factor sign-in to use the admin portal.').waitFor();
    await completeSetup(support, dialog, { shots: 'staff-two-factor-required' });
    await support.getByRole('button', { name: 'I Have Saved My Codes' }).click();
    await support.getByText(/10 of 10 recovery codes left/).waitFor();
    // The requirement holds: support may not turn it off.
    expect(await support.getByRole('button', { name: 'Turn Off' }).isDisabled()).toBe(true);
    await support.getByRole('link', { name: 'Support Portal' }).first().click();
    await support.waitForURL(/\/admin$/);
    await support.getByText('Active subscriptions').waitFor();
  });
});
