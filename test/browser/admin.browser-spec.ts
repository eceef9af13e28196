import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe.js';
import { DESKTOP, openPage, PHONE, screenshot, settledBox } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { freshLogin, logIn, signUpThroughForm } from './support/journeys.js';
import { seedPayments, seedSubscription, seedUserName } from './support/seed.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  // Staff land in the admin portal.
  await page.waitForURL(/\/admin$/);
  await page.getByText('Active subscriptions').waitFor();
}

/**
 * Finds the user in the list and opens the form. The search applies half a second after typing:
 * a click on a row before that (the user may be on the first page anyway) is followed by the
 * search taking the browser back to the list, so the click waits for the search to apply.
 */
async function openUserForm(page: Page, email: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search by email').fill(email);
  await page.waitForURL(/filter=%7B%22q%22/);
  await page.locator('#main-content').getByText(email).click();
  await page.getByRole('heading', { name: 'Recent sign-ins' }).waitFor();
  await page.waitForLoadState('networkidle');
}

const SCHEMES = ['dark', 'light'] as const;
// The width and height the admin portal is checked at on a laptop.
const LAPTOP = { width: 1366, height: 800 };
// The shared theme's page and paper colours (portal/src/app/theme.ts) in each scheme.
const BACKGROUND = { dark: 'rgb(11, 16, 32)', light: 'rgb(245, 247, 251)' };
const PAPER = { dark: 'rgb(19, 26, 46)', light: 'rgb(255, 255, 255)' };

/**
 * How far the page is wider than the window (0 when nothing overflows sideways). React-admin swaps
 * a table for its phone list a moment after a resize, so the layout gets a few seconds to settle.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  await page
    .waitForFunction(() => document.scrollingElement!.scrollWidth <= window.innerWidth, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

/**
 * Looks at an admin page at 1366×800 and 390×844 in both schemes: the scheme follows the system,
 * the app bar is the shared theme's paper (not react-admin's purple), the page has its title in
 * the app bar and whole (not cut by the bar's icons on a phone), nothing overflows sideways; a
 * screenshot of each for a person to look at; then an axe run (WCAG 2.1 AA) in each.
 */
async function checkEverywhere(page: Page, name: string, title: string, ready: () => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await ready();
      await page.locator('#react-admin-title', { hasText: title }).waitFor();
      expect({
        page: name,
        width: viewport.width,
        titleCut: await page.locator('#react-admin-title').evaluate((bar) => bar.scrollWidth > bar.clientWidth),
      }).toEqual({ page: name, width: viewport.width, titleCut: false });
      // The portal redraws in the new scheme on the system's change event: waited for, then checked.
      await page
        .waitForFunction(
          (expected) => getComputedStyle(document.body).backgroundColor === expected,
          BACKGROUND[scheme],
          {
            timeout: 5000,
          },
        )
        .catch(() => undefined);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[scheme]);
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((bar) => getComputedStyle(bar).backgroundColor),
      ).toBe(PAPER[scheme]);
      expect({ page: name, scheme, width: viewport.width, overflow: await sidewaysOverflow(page) }).toEqual({
        page: name,
        scheme,
        width: viewport.width,
        overflow: 0,
      });
      await screenshot(page, `${name}-${scheme}`);
    }
  }
  expect(await accessibilityViolations(page, ready)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(DESKTOP);
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
    // The yearly price no longer gives the standard 10%: the form says what /pricing will show.
    await page.getByText('Yearly saves $106.80 (25%), not the standard 10%', { exact: false }).waitFor();
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

  it('offers no New Plan and says why; Reset to Defaults names the prices and features it would undo', async () => {
    const page = await openPage(suite.browser, suite.server.url, { viewport: LAPTOP });
    await signInAsAdmin(page);
    await page.goto('/admin/plans');
    await page.getByLabel('Plan Professional').waitFor();
    expect(await page.getByRole('button', { name: 'New Plan' }).count()).toBe(0);
    await page
      .getByText('Each plan type has exactly one plan, so plans are edited here, not added', { exact: false })
      .waitFor();

    // Nothing edited yet: the reset says nothing will be lost.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This will reset all plans to default values. Continue?').waitFor();
    await dialog.getByText('Every plan matches its defaults: nothing will be lost.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit a price and the features of Professional, and the name of Enterprise.
    await page.getByLabel('Plan Professional').getByRole('button', { name: 'Edit Plan' }).click();
    await page.getByLabel('Monthly price (USD)').fill('35');
    await page.getByLabel('New feature').fill('Priority support');
    await page.getByLabel('New feature').press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Plan configuration saved successfully').waitFor();
    await page.getByLabel('Plan Enterprise').getByRole('button', { name: 'Edit Plan' }).click();
    await page.getByLabel('Name').fill('Enterprise Plus');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByLabel('Plan Enterprise Plus').waitFor();

    // Opened on a fresh load at each size and scheme, as a person would: a dialog left open while
    // the window shrinks to a phone's width ends up behind the phone menu's layer, which no one
    // holding a phone meets.
    const dialogOpen = async () => {
      await page.reload();
      await page.getByLabel('Plan Professional').waitFor();
      await page.getByRole('button', { name: 'Reset to Defaults' }).click();
      await dialog.getByText('These edits will be lost:').waitFor();
    };
    await dialogOpen();
    const items = await dialog.getByRole('listitem').allTextContents();
    expect(items).toEqual([
      'Professional (BASIC): monthly price $35 becomes $29; feature "Priority support" removed.',
      'Enterprise Plus (PRO): name "Enterprise Plus" becomes "Enterprise".',
    ]);
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await dialogOpen();
        await screenshot(page, `admin-plans-reset-${colorScheme}`, { fullPage: false });
      }
    }
    expect(await accessibilityViolations(page, dialogOpen)).toEqual([]);
    await dialogOpen();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Default plans initialized successfully').waitFor();
    await page.getByLabel('Plan Enterprise').waitFor();
    await page.getByText('$29/month').waitFor();
    // The audit log says what the reset undid, not a dash.
    await page.goto('/admin/audit');
    await page.getByText('monthly price: $35 → $29', { exact: false }).first().waitFor();
    await page.getByText('name: Enterprise Plus → Enterprise', { exact: false }).first().waitFor();
    await screenshot(page, 'admin-audit-reset', { fullPage: false });
  }, 240_000);

  it('exports the whole filtered billing list as CSV, more rows than one page', async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    seedPayments(suite.server.dataDir, email, 130);
    const page = await openPage(suite.browser, suite.server.url);
    await signInAsAdmin(page);
    await page.goto('/admin/payments');
    await page.getByPlaceholder('Search by email').fill(email);
    await page.getByText('1-25 of 130').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('billing.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[0].replace(/^\uFEFF/, '')).toMatch(
      /^"Invoice ID","Created \(UTC\)","Paid \(UTC\)","Customer email","Plan"/,
    );
    expect(lines.slice(1).filter((line) => !line.includes(`"${email}","Professional","BASIC"`))).toEqual([]);
    await screenshot(page, 'admin-billing');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-billing');
  });

  it('gives support read-only users and billing, and no plans', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    await signInAsAdmin(admin);
    await openUserForm(admin, email);
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Support' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByText('Element updated')
      .or(admin.getByText(/updated/i))
      .first()
      .waitFor();
    // The history reads as words: the event's name and the role's display name.
    await admin.getByText('User updated by admin@example.com').waitFor();
    await admin.getByText(/role: Trader → Support/).waitFor();
    await screenshot(admin, 'admin-user-edit');

    // The new support agent signs in again to pick up the role.
    await freshLogin(page);
    await logIn(page, email);
    await page.waitForURL(/\/admin$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Support Portal' }).click();
    await page.waitForURL(/\/admin$/);
    // Counts, but not the money; lists, but no exports (the API refuses both to support).
    await page.getByText('Payments waiting').waitFor();
    expect(await page.getByText('Revenue this month').count()).toBe(0);
    await page.goto('/admin/payments');
    await page.getByText('Billing').first().waitFor();
    await page.getByRole('button', { name: 'Add filter' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await screenshot(page, 'support-billing');
    expect(await page.getByRole('menuitem', { name: 'Plans' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Subscriptions' }).count()).toBe(0);
    await page.goto('/admin/plans');
    await page.getByText('This page is not available to you').waitFor();
    await screenshot(page, 'support-not-available');
    await page.goto('/admin/users');
    await page.locator('#main-content').getByText(email).click();
    await page.waitForURL(/\/show$/);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
  it('fits every admin list in the window at 1366 and 390 px, in the shared theme of the system scheme, with titles and no hydration warnings', async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    seedUserName(
      suite.server.dataDir,
      email,
      'Maximilian-Alexander-Bartholomew',
      'Featherstonehaugh-Montgomery-Smythe',
    );
    seedSubscription(suite.server.dataDir, email, { planType: 'PRO', status: 'ACTIVE', expiresInDays: 20 });
    seedPayments(suite.server.dataDir, email, 3);

    const page = await openPage(suite.browser, suite.server.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await signInAsAdmin(page);
    // One audited change, so the audit log has a row to show.
    const reset = await page.evaluate(async () => {
      const response = await fetch('/api/admin/plans/init', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return response.status;
    });
    expect(reset).toBeLessThan(300);
    const pages = [
      { path: '/admin', name: 'admin-dashboard', title: 'Dashboard', ready: 'Active subscriptions' },
      { path: '/admin/users', name: 'admin-users', title: 'Users', ready: email },
      { path: '/admin/payments', name: 'admin-billing-list', title: 'Billing', ready: email },
      { path: '/admin/subscriptions', name: 'admin-subscriptions', title: 'Subscriptions', ready: email },
      { path: '/admin/audit', name: 'admin-audit', title: 'Audit log', ready: 'Plan reset to defaults' },
      { path: '/admin/plans', name: 'admin-plans-list', title: 'Plan Management', ready: 'Professional' },
    ];
    for (const { path, name, title, ready } of pages) {
      // A direct load, as from a bookmark.
      await page.goto(path);
      await checkEverywhere(page, name, title, () => page.getByText(ready).first().waitFor());
    }
    // Roles read the same in the list as in the form.
    await page.goto('/admin/users');
    await page.getByText(email).first().waitFor();
    expect(await page.locator('td.column-role').allTextContents()).not.toContain('user');
    expect(await page.locator('td.column-role').allTextContents()).toContain('Trader');
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  }, 300_000);

  it('extends only with a valid number of days, offers Cancel only on an active subscription and names what each button does', async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    seedSubscription(suite.server.dataDir, email, { planType: 'PRO', status: 'ACTIVE', expiresInDays: 20 });
    const page = await openPage(suite.browser, suite.server.url);
    await signInAsAdmin(page);
    await page.goto('/admin/subscriptions');
    await page.getByPlaceholder('Search by email').fill(email);
    const row = page.locator('tr', { hasText: email });
    await row.waitFor();

    await row.getByRole('button', { name: 'Extend' }).click();
    const days = page.getByLabel('Days');
    await days.fill('0');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('A whole number from 1 to 3650').waitFor();
    expect(await dialog.getByRole('button', { name: /^Extend/ }).textContent()).toBe('Extend');
    expect(await dialog.getByRole('button', { name: /^Extend/ }).isDisabled()).toBe(true);
    await days.fill('5');
    await dialog.getByRole('button', { name: 'Extend by 5 days' }).click();
    await page.getByText('Extended by 5 days').waitFor();

    await row.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep subscription' }).waitFor();
    await screenshot(page, 'admin-subscription-cancel');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Subscription cancelled').waitFor();
    await row.getByText('CANCELLED').waitFor();
    expect(await row.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Extend' }).waitFor();

    // The audit log names both events.
    await page.goto('/admin/audit');
    await page.getByText('Subscription cancelled').first().waitFor();
    await page.getByText('Subscription extended').first().waitFor();
  });

  it('keeps helper texts clear of the next label and offers no blank choice where a value is required', async () => {
    const trader = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(trader);
    const page = await openPage(suite.browser, suite.server.url);
    await signInAsAdmin(page);
    await page.goto('/admin/plans');
    await page.getByLabel('Plan Professional').getByRole('button', { name: 'Edit Plan' }).click();
    const helper = page.getByText('The plan type cannot change');
    await helper.waitFor();
    // Measured once the form's labels have finished moving (a filled field's label rises into place).
    const nameLabel = await settledBox(page.locator('label', { hasText: /^Name/ }));
    const helperBox = await helper.boundingBox();
    expect(helperBox!.y + helperBox!.height).toBeLessThanOrEqual(nameLabel.y);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `admin-plan-edit-${scheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(DESKTOP);

    await openUserForm(page, email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Trader', 'Support', 'Admin']);
    await page.keyboard.press('Escape');
    await page.locator('#react-admin-title', { hasText: 'Edit user' }).waitFor();
  });

  it('lands staff in the admin portal with a way to the trader view, and gives support a menu of only what it may open', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    await signInAsAdmin(admin);
    await admin.getByRole('link', { name: 'Trader view' }).click();
    await admin.waitForURL(/\/dashboard$/);
    await admin.getByRole('link', { name: 'Admin Panel' }).waitFor();

    const page = await openPage(suite.browser, suite.server.url);
    const email = await signUpThroughForm(page);
    await openUserForm(admin, email);
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Support' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('User updated', { exact: true }).first().waitFor();

    await freshLogin(page);
    await logIn(page, email);
    await page.waitForURL(/\/admin$/);
    await page.getByText('Active subscriptions').waitFor();
    const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
    await menu.getByRole('menuitem', { name: 'Billing' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Dashboard', 'Users', 'Billing', 'Audit log']);
    for (const item of ['Users', 'Billing', 'Audit log']) {
      await menu.getByRole('menuitem', { name: item }).click();
      await page.locator('#react-admin-title', { hasText: item }).waitFor();
      expect(await page.getByText('bad link').count()).toBe(0);
    }
    await screenshot(page, 'support-menu');
    // And from the trader site, support finds its way back to the portal.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Support Portal' }).click();
    await page.waitForURL(/\/admin$/);
  });
});
