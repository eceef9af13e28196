import { openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

describe('portal shell in Chromium', () => {
  const suite = useServerAndBrowser();

  it('loads the landing page', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('SignalDesk');
    await screenshot(page, 'landing');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'landing');
  });

  it('shows the not-found page for an unknown route, and its link goes home', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('heading', { name: /AI trading signals/ }).waitFor();
  });

  it('applies the dark theme when the browser prefers dark', async () => {
    const page = await openPage(suite.browser, suite.server.url, { colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 16, 32)');
  });

  it('follows a system that asks for light, and remembers the toggle', async () => {
    const page = await openPage(suite.browser, suite.server.url, { colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(245, 247, 251)');
    await screenshot(page, 'landing-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 16, 32)');
  });
});
