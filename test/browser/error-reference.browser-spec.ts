import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser.js';
import { freshLogin, logIn, signUpThroughForm } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/** Calls the API with the page's session; answers the status and the JSON body. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

async function userIdOf(admin: Page, email: string): Promise<number> {
  const found = await api(admin, `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
  return found.body[0].id;
}

/** Runs one statement on the running server's SQLite file. */
function sql(dataDir: string, statement: string): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * A fault of ours shows its reference in the error message; support enters that reference on a
 * user's page and finds the request: when, which address, whose, and which replica answered.
 */
describe('an error reference', () => {
  const suite = useServerAndBrowser();

  it('is shown with a 5xx, and support finds that request from it', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    await admin.goto('/login');
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(/\/admin$/);

    const support = await openPage(suite.browser, suite.server.url);
    const supportEmail = await signUpThroughForm(support);
    const supportId = await userIdOf(admin, supportEmail);
    expect(
      (await api(admin, `/api/admin/users/${supportId}`, { method: 'PUT', body: { role: 'support' } })).status,
    ).toBe(200);
    const trader = await openPage(suite.browser, suite.server.url);
    const traderId = await userIdOf(admin, await signUpThroughForm(trader));
    await freshLogin(support);
    await logIn(support, supportEmail);
    await support.waitForURL(/\/admin$/);

    // The audit log's table out of the way: reading it fails as a fault of ours would.
    sql(suite.server.dataDir, 'ALTER TABLE audit_entries RENAME TO audit_entries_away');
    let reference: string;
    try {
      await support.goto('/admin/audit');
      const shown = support.getByText(/Something went wrong on our side\. Please try again\. Reference: /).first();
      await shown.waitFor();
      await screenshot(support, 'error-reference-shown');
      reference = /Reference: ([\w.:-]+)/.exec((await shown.textContent()) ?? '')![1];
    } finally {
      sql(suite.server.dataDir, 'ALTER TABLE audit_entries_away RENAME TO audit_entries');
    }

    await support.goto(`/admin/users/${traderId}/show`);
    await support.getByRole('heading', { name: 'Error reference' }).waitFor();
    await support.getByLabel('Reference from the error message').fill(reference);
    await support.getByRole('button', { name: 'Look up' }).click();
    const row = support.getByRole('row', { name: /GET \/api\/admin\/audit/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('500');
    await row.getByRole('link', { name: `User ${supportId}` }).waitFor();
    await screenshot(support, 'error-reference-found');

    await support.getByLabel('Reference from the error message').fill('no-such-reference');
    await support.getByRole('button', { name: 'Look up' }).click();
    await support.getByText(/No error with the reference no-such-reference was recorded/).waitFor();
  }, 120_000);
});
