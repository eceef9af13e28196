import { openPage, screenshotEverywhere } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

const COMMON = 'This password is one of the most common, so it is easy to guess: please choose another.';

/** Sign-up: the spec's one message, every failing field marked, and the commonest passwords refused. */
describe('sign-up fields in Chromium', () => {
  const suite = useServerAndBrowser();

  it('marks every failing field at once, refuses a number no country has and a common password', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The spec's sentence for the form, and each field saying what it lacks.
    await page.getByRole('alert').getByText('Please fill in all fields').waitFor();
    const email = page.getByLabel('Email');
    const phone = page.getByLabel('Phone', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    const terms = page.getByRole('checkbox');
    for (const field of [email, phone, password, confirm, terms])
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    for (const text of [
      'Enter your e-mail address',
      'Enter your phone number',
      'Choose a password',
      'Type the password again',
      'Accept the terms to create an account',
    ])
      await page.getByText(text, { exact: true }).waitFor();
    await screenshotEverywhere(page, 'signup-all-fields');

    // Fourteen digits after +1: the right shape, no number of the plan.
    await email.fill(`fields${Date.now()}@example.com`);
    await phone.fill('99999999999999');
    await password.fill('password');
    await confirm.fill('password');
    await terms.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText('Please enter a valid phone number').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-invalid')).toBe('false');

    // The server refuses the commonest passwords, and the password field says so.
    await phone.fill('2025550143');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText(COMMON).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await screenshotEverywhere(page, 'signup-common-password');
    await password.fill('tide pool lantern');
    await confirm.fill('tide pool lantern');
    expect(await password.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/subscription$/, { timeout: 60_000 });
  });
});
