import { DESKTOP, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
const PAGES = [
  { path: '/', name: 'landing', heading: 'AI trading signals, explained' },
  { path: '/pricing', name: 'pricing', heading: 'Choose Your Trading Plan' },
];

describe('the plans in the first paint of the landing and pricing pages', () => {
  const suite = useServerAndBrowser();

  /** Renames and reprices the BASIC plan through the admin API, as an admin's edit does. */
  async function renameBasicPlan(name: string, monthlyPrice: number): Promise<void> {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.server.url}/api${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...init.headers },
      });
    const login = await api('/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const authorization = { Authorization: `Bearer ${accessToken}` };
    const plans = (await (await api('/admin/plans', { headers: authorization })).json()) as {
      id: number;
      planType: string;
    }[];
    const basic = plans.find((plan) => plan.planType === 'BASIC')!;
    const saved = await api(`/admin/plans/${basic.id}`, {
      method: 'PUT',
      headers: authorization,
      body: JSON.stringify({ ...basic, name, monthlyPrice }),
    });
    expect(saved.status).toBe(200);
  }

  beforeAll(() => renameBasicPlan('Starter Desk', 41));

  it('shows the plans as they are in the database without JavaScript, at 1366 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      // Without scripts no theme is swapped in: the dark picture, whatever the system asks.
      const page = await openPage(
        suite.browser,
        suite.server.url,
        { viewport, javaScriptEnabled: false },
        { portal: false },
      );
      for (const { path, name, heading } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('#root').getByText('Starter Desk', { exact: true }).first().isVisible()).toBe(true);
        expect(await page.locator('#root').getByText('$41', { exact: true }).count()).toBeGreaterThan(0);
        expect(await page.locator('#root').getByText('Professional', { exact: true }).count()).toBe(0);
        expect(await page.locator('#root .MuiSkeleton-root').count()).toBe(0);
        await screenshot(page, `first-paint-${name}-nojs-dark`);
      }
      await page.context().close();
    }
  });

  it('draws the light picture with the same plans for a system that asks for light, before the portal starts', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(
        suite.browser,
        suite.server.url,
        { viewport, colorScheme: 'light' },
        { portal: false },
      );
      // The portal's scripts held back: the guard script alone swaps the light picture in.
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const { path, name, heading } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
          'rgb(245, 247, 251)',
        );
        expect(await page.locator('#root').getByText('Starter Desk', { exact: true }).count()).toBeGreaterThan(0);
        await screenshot(page, `first-paint-${name}-light`);
      }
      await page.context().close();
    }
  });

  it('keeps the cards as painted when the portal takes over: no loading state, no second request for the plans', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const planRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/plans') && planRequests.push(request.url()));
    // Any loading placeholder drawn in the root, from the first parse to the end.
    await page.addInitScript(() => {
      const marks = window as unknown as { skeletons: number };
      marks.skeletons = 0;
      new MutationObserver(() => {
        if (document.querySelector('#root .MuiSkeleton-root')) marks.skeletons += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      await page.locator('#root').getByText('Starter Desk', { exact: true }).first().waitFor();
      expect(await page.locator('#root').getByText('$41', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons)).toBe(0);
    }
    expect(planRequests).toEqual([]);

    // A later change reaches the next visit's first paint, without a restart.
    await renameBasicPlan('Starter Desk Plus', 45);
    await page.goto('/pricing');
    await page.locator('#root').getByText('Starter Desk Plus', { exact: true }).first().waitFor();
    expect(await page.locator('#root').getByText('$45', { exact: true }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
