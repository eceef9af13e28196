import { DESKTOP, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

// The demo service takes 1 s per call and success waits 1.5 s, so each run takes several seconds.
describe('phone verification demo in Chromium', () => {
  const suite = useServerAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'verifies a number with the demo code on a %s screen',
    async (_screen, viewport) => {
      const page = await openPage(suite.browser, suite.server.url, { viewport });
      await page.goto('/phone-verification-demo');
      await page.getByRole('heading', { level: 1, name: 'Phone Verification Demo' }).waitFor();
      await page.getByText('No SMS is sent. Enter any number, then use the code 123456 to verify it.').waitFor();
      await screenshot(page, 'phone-demo-intro');

      await page.getByRole('button', { name: 'Start Phone Verification' }).click();
      const number = page.getByLabel('Phone number');
      await number.waitFor();
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.getByText('Please enter a phone number').waitFor();

      const country = page.getByRole('combobox', { name: 'Country code' });
      expect(await country.inputValue()).toBe('US +1');
      await country.click();
      await page.keyboard.type('united');
      await page.getByRole('option', { name: /United Kingdom/ }).waitFor();
      await screenshot(page, 'phone-demo-country-search');
      await page.getByRole('option', { name: /United Kingdom/ }).click();
      expect(await country.inputValue()).toBe('GB +44');

      await page.keyboard.type('7400123456');
      expect(await number.inputValue()).toBe('7400 123456');
      await screenshot(page, 'phone-demo-number');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sending...' }).waitFor();
      await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
      await page.getByText('+44 7400 123456').waitFor();
      await page.getByRole('button', { name: /^Resend Code \(\d+s\)$/ }).waitFor();

      await page.keyboard.type('654321');
      await page.keyboard.press('Enter');
      await page.getByText('Invalid verification code. Please try again.').waitFor();
      expect(await page.getByLabel('Digit 1 of 6').inputValue()).toBe('');
      await screenshot(page, 'phone-demo-wrong-code');

      await page.keyboard.type('123456');
      expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe('6');
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await page.getByRole('heading', { name: 'Phone Verified!' }).waitFor();
      await screenshot(page, 'phone-demo-verified');

      await page.getByRole('heading', { name: 'What would happen in production' }).waitFor();
      await page.getByText('+44 7400 123456').waitFor();
      await screenshot(page, 'phone-demo-done');

      const toDashboard = page.getByRole('link', { name: 'Continue to Dashboard →' });
      expect(await toDashboard.getAttribute('href')).toBe('/dashboard');
      await toDashboard.click();
      await page.waitForURL((url) => url.pathname !== '/phone-verification-demo');
      await page.context().close();
    },
    60000,
  );
});
