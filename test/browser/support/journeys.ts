import type { Page } from 'playwright-core';

let counter = 0;

/** Signs a new trader up through the form and returns the email. */
export async function signUpThroughForm(
  page: Page,
  email = `trader${Date.now()}-${counter++}@example.com`,
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('2025550143');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/subscription$/);
  return email;
}

export async function logIn(page: Page, email: string, password = 'secret1'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
