import { openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';
import { logIn, signUpThroughForm } from './support/journeys.js';
import { seedSubscription } from './support/seed.js';

describe('Market News panel on /app in Chromium (demo calendar)', () => {
  const suite = useServerAndBrowser();

  it('loads the week on request, filters by impact, refreshes on Ctrl+R without reloading, and has a phone layout', async () => {
    const page = await openPage(suite.browser, suite.server.url, { timezoneId: 'Europe/Berlin' });
    const email = await signUpThroughForm(page);
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/(app|pricing)$/);
    seedSubscription(suite.server.dataDir, email, { planType: 'BASIC', status: 'ACTIVE', expiresInDays: 30 });
    // The seed wrote straight into the database, past the server's access cache: signing out (a
    // write to the user through the application) drops this user's cached access at once.
    const loggedOut = await page.evaluate(async () => {
      const answer = await fetch('/api/auth/logout', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: JSON.stringify({ refreshToken: localStorage.getItem('refreshToken') }),
      });
      localStorage.clear();
      return answer.status;
    });
    expect(loggedOut).toBeLessThan(300);
    await page.goto('/login');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto('/app');
    const panel = page.getByRole('region', { name: 'Market News (Past Week)' });
    await panel.waitFor();
    await panel.getByText('Times in').waitFor();
    await panel
      .getByText(/Berlin/)
      .first()
      .waitFor();

    // The scheduler is off in tests: nothing is fetched until somebody asks.
    await panel.getByText('No major news events this week').waitFor();
    await panel.getByText('Last updated: Never').waitFor();
    await panel.getByRole('button', { name: 'Update News' }).click();
    await page
      .getByText('News Update Complete - Successfully scraped and analyzed latest forex news events.')
      .waitFor();
    const summary = panel.getByLabel('News summary');
    await summary.getByText(/^\d+ of \d+ events$/).waitFor();
    const all = await summary.getByText(/^\d+ of \d+ events$/).textContent();
    const [shownAll, total] = all!.match(/\d+/g)!.map(Number);
    expect(shownAll).toBe(total);
    expect(total).toBeGreaterThan(5);
    expect(await panel.getByText('Last updated: Never').count()).toBe(0);
    await screenshot(page, 'app-news');

    await panel.getByRole('button', { name: 'High', exact: true }).click();
    const high = await summary.getByText(/^\d+ of \d+ events$/).textContent();
    const highCount = Number(high!.match(/\d+/)![0]);
    expect(highCount).toBeLessThan(total);
    expect(highCount).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'All', exact: true }).click();

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.keyboard.press('Control+r');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await page.setViewportSize(PHONE);
    await panel.getByRole('button', { name: 'Refresh news' }).waitFor();
    // Opened on a phone, the panel shows the next high-impact releases only, below the signals (a
    // window narrowed after the whole panel was shown keeps it whole).
    await panel.getByLabel('News summary').waitFor();
    await page.reload();
    const preview = panel.getByTestId('news-preview');
    await preview.waitFor();
    await preview.getByText(/^(Next high-impact releases|No high-impact release ahead this week)$/).waitFor();
    expect(await preview.getByText('Medium', { exact: true }).count()).toBe(0);
    await screenshot(page, 'app-news-phone-preview');
    await preview.getByRole('button', { name: /^Show all \d+ events and filters$/ }).click();
    await panel.getByLabel('News summary').waitFor();
    await screenshot(page, 'app-news');
  });
});
