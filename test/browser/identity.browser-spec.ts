import type { Page } from 'playwright-core';
import { openPage, PHONE, screenshot, screenshotEverywhere } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

async function alertText(page: Page): Promise<string> {
  return (await page.getByRole('alert').first().textContent())?.trim() ?? '';
}

describe('identity pages in Chromium', () => {
  const suite = useServerAndBrowser();

  it('signs up through the form, showing each validation message in turn, then logs out and back in', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'signup');
    const submit = page.getByRole('button', { name: 'Create Account' });

    await submit.click();
    expect(await alertText(page)).toBe('Please fill in all fields');

    await page.getByLabel('Email').fill('browser.trader@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('202-555-0143');
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByLabel('Confirm password').fill('trade-secret-2');
    await submit.click();
    expect(await alertText(page)).toBe('You must accept the Terms of Service to continue');

    await page.getByRole('checkbox').check();
    await submit.click();
    expect(await alertText(page)).toBe('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('12345');
    await submit.click();
    expect(await alertText(page)).toBe('Password must be at least 6 characters long');

    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByLabel('Confirm password').fill('trade-secret-1');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await screenshot(page, 'signup-filled');
    await submit.click();

    // No plan chosen yet: the plan choice comes next.
    await page.waitForURL(/\/subscription$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
      email: 'browser.trader@example.com',
      phone: '+12025550143',
    });

    await page.goto('/');
    await page.getByRole('link', { name: 'Signals' }).waitFor();
    await screenshot(page, 'landing-signed-in');
    await page.evaluate(() => sessionStorage.setItem('leftover', 'x'));
    // Logout ends with a reload.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Logout' }).click()]);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await alertText(page)).toBe('Please fill in all fields');
    await page.getByLabel('Email').fill('browser.trader@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await screenshot(page, 'login-error');
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Still no plan chosen: the sign-in lands on the plan choice, not on the marketing page.
    await page.waitForURL(/\/subscription$/);
    await page.getByRole('heading', { name: 'Manage Your Subscription' }).waitFor();
  });

  it('sends a guest from a protected page to the login, and back to that page after signing in', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    for (const path of ['/dashboard', '/app', '/payment-flow', '/profile']) {
      await page.goto(path);
      await page.waitForURL(/\/login$/);
    }
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.goto('/');
    // The admin header variant.
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await screenshot(page, 'landing-admin');
  });

  it('keeps a non-admin out of /admin with the Access Denied toast', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not.admin@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('2025550100');
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByLabel('Confirm password').fill('trade-secret-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/subscription$/);
    // Without a chosen plan the protected group would send them to /subscription first.
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    await page.goto('/admin');
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Access Denied - You don't have permission to access this page").waitFor();
    await screenshot(page, 'admin-denied');
  });

  it('edits the profile name', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill('not.admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    // The field says its limit, keeps all of a longer name and refuses it, instead of cutting it to 80.
    await page.getByText('Up to 80 characters').first().waitFor();
    await page.getByLabel('First name').fill('A'.repeat(300));
    expect(await page.getByLabel('First name').inputValue()).toBe('A'.repeat(300));
    await page.getByText('First name must be at most 80 characters').waitFor();
    await page.getByText('300/80').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await screenshotEverywhere(page, 'profile-name-too-long', () => page.getByText('300/80').waitFor());
    expect(await page.getByText('Success - Profile updated successfully').count()).toBe(0);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Success - Profile updated successfully').waitFor();
    await page.getByText('Ada', { exact: true }).waitFor();
    await screenshot(page, 'profile');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'profile');
  });

  it('shows the terms with 16 sections and no Google button when Google is not configured', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Risk Disclaimer & Terms of Service' }).waitFor();
    expect(await page.locator('main ol > li').count()).toBe(16);
    await screenshot(page, 'terms');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Sign in with Google').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'login');
  });
});
