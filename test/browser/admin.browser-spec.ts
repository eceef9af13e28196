import type { Page } from 'playwright-core';
import { openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { logIn, signUpThroughForm } from './support/journeys.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
}

describe('admin and support portal (react-admin) in Chromium', () => {
  const suite = useServerAndBrowser();

  it("does not download react-admin on a trader's first page", async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /AdminApp/.test(path))).toEqual([]);
  });

  it('lets the admin edit a plan (the price shows on /pricing), manage features and reset to defaults', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByText('Active subscriptions').waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.goto('/admin/plans');
    await page.locator('h1', { hasText: 'Admin Panel - Plan Management' }).waitFor();
    await page.getByLabel('Plan Professional').getByRole('button', { name: 'Edit Plan' }).click();
    const monthly = page.getByLabel('Monthly price (USD)');
    await monthly.waitFor();
    await monthly.fill('35');
    await page.getByLabel('New feature').fill('   ');
    await page.getByLabel('New feature').press('Enter');
    await page.getByLabel('New feature').fill('Priority support');
    await page.getByLabel('New feature').press('Enter');
    await page.getByRole('button', { name: 'Priority support' }).waitFor();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Validation Error - Please fill in all required fields').waitFor();
    await page.getByLabel('Name').fill('Professional');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Plan configuration saved successfully').waitFor();
    await page.getByText('$35/month').waitFor();
    await screenshot(page, 'admin-plans');

    const pricing = await openPage(suite.browser, suite.server.url);
    await pricing.goto('/pricing');
    await pricing.getByText('$35').waitFor();
    await pricing.getByText('Priority support').waitFor();

    // Remove the feature again.
    await page.getByLabel('Plan Professional').getByRole('button', { name: 'Edit Plan' }).click();
    await page.getByRole('button', { name: 'Priority support' }).locator('svg').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Plan configuration saved successfully').last().waitFor();

    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByText('This will reset all plans to default values. Continue?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Default plans initialized successfully').waitFor();
    await page.getByText('$29/month').waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-plans');
  });

  it('gives support read-only users and billing, and no plans', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    await signInAsAdmin(admin);
    await admin.goto('/admin/users');
    await admin.getByPlaceholder('Search by email').fill(email);
    await admin.getByText(email).click();
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Support' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByText('Element updated')
      .or(admin.getByText(/updated/i))
      .first()
      .waitFor();
    await admin.getByText('user.update by admin@example.com').waitFor();
    await screenshot(admin, 'admin-user-edit');

    // The new support agent signs in again to pick up the role.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await logIn(page, email);
    await page.waitForURL(`${suite.server.url}/`);
    await page.goto('/admin/payments');
    await page.getByText('Billing').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await screenshot(page, 'support-billing');
    expect(await page.getByRole('menuitem', { name: 'Plans' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Subscriptions' }).count()).toBe(0);
    await page.goto('/admin/users');
    await page.locator('#main-content').getByText(email).click();
    await page.waitForURL(/\/show$/);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
