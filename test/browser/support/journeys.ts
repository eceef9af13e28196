import type { Page } from 'playwright-core';
import { seedSubscription } from './seed.js';

let counter = 0;

/** Signs a new trader up through the form and returns the email. */
export async function signUpThroughForm(
  page: Page,
  email = `trader${Date.now()}-${counter++}@example.com`,
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('2025550143');
  await page.getByLabel('Password', { exact: true }).fill('trade-secret-1');
  await page.getByLabel('Confirm password').fill('trade-secret-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Password hashing on a busy machine can take seconds: give it room, and say what the form said
  // if it never moved on.
  await page.waitForURL(/\/subscription$/, { timeout: 60_000 }).catch(async (error: Error) => {
    const said = await page.locator('[role="alert"], .Mui-error').allInnerTexts();
    throw new Error(`Sign-up of ${email} never reached /subscription (form said: ${said.join(' | ') || 'nothing'})`, {
      cause: error,
    });
  });
  return email;
}

/**
 * Forgets the session on `page` behind the portal's back and opens the login form afresh. The
 * portal may have noticed first and moved to /login itself, keeping the page it came from to return
 * to after signing in; a navigation to the URL already on screen is a reload, which would keep that
 * too, so this one asks for another URL.
 */
export async function freshLogin(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?signed-out');
}

export async function logIn(page: Page, email: string, password = 'trade-secret-1'): Promise<void> {
  // The page before may still be on screen while the login renders: wait for the login form.
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A new trader on an active plan (Professional unless named), signed in on `page`; returns the email. */
export async function signUpActiveTrader(page: Page, dataDir: string, planType = 'BASIC'): Promise<string> {
  const email = await signUpThroughForm(page);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/(app|pricing)$/);
  seedSubscription(dataDir, email, { planType, status: 'ACTIVE', expiresInDays: 20 });
  // The seed wrote behind the server's back, past its access-state cache: a write of the user
  // through the API drops that entry, so the new subscription counts at once.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/user/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ firstName: 'Trader' }),
    });
    return response.status;
  });
  if (status !== 200) throw new Error(`Profile write answered ${status}`);
  return email;
}
