import type { Locator } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, screenshotEverywhere } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

/** The visible controls of a header, in order, by accessible name. */
const controlsOf = (header: Locator) =>
  header
    .locator('a, button')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent!.trim()),
    );

/** The header's height and whether its background lets anything through (alpha below 1). */
const headerBox = (header: Locator) =>
  header.evaluate((bar) => {
    const background = getComputedStyle(bar).backgroundColor;
    const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(background)?.[1];
    return { height: bar.getBoundingClientRect().height, opaque: alpha === undefined || Number(alpha) === 1 };
  });

// One header with the same names on every signed-in page, the public track record included.
const SIGNED_IN_PAGES = [
  { path: '/dashboard', heading: 'Trading Dashboard', current: 'Dashboard' },
  { path: '/profile', heading: 'Account Settings', current: 'Profile' },
  { path: '/app', heading: 'AI Trading Signals', current: 'Signals' },
  { path: '/performance', heading: 'Track record', current: 'Track record' },
  { path: '/subscription', heading: 'Manage Your Subscription', current: 'Manage Plan' },
];

describe('portal shell in Chromium', () => {
  const suite = useServerAndBrowser();

  it('paints the public pages from their pre-rendered HTML before any script, and hands them to the portal', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      // The portal's scripts held back: what a visitor sees while they download.
      const page = await openPage(suite.browser, suite.server.url, { viewport }, { portal: false });
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const [path, heading, title] of [
        ['/', 'AI trading signals, explained', 'SignalDesk · AI trading signals'],
        ['/pricing', 'Choose Your Trading Plan', 'Pricing · SignalDesk'],
        ['/terms', 'Risk Disclaimer & Terms of Service', 'Terms and risk disclaimer · SignalDesk'],
        ['/login', 'Welcome back', 'Sign in · SignalDesk'],
        ['/signup', 'Create your account', 'Create your account · SignalDesk'],
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(title);
        // Nothing wider than the screen, on a phone too.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // Its form fields wait for the portal: nothing typed before it takes over is lost.
        for (const field of await page.locator('#root input').all()) expect(await field.isDisabled()).toBe(true);
        await screenshot(page, `prerendered-${path === '/' ? 'landing' : path.slice(1)}`, { fullPage: false });
      }
      await page.context().close();
    }

    // A visitor whose system asks for light gets the light picture, before any script of the portal.
    const light = await openPage(suite.browser, suite.server.url, { colorScheme: 'light' }, { portal: false });
    await light.route('**/assets/*.js', (route) => route.abort());
    await light.goto('/');
    await light.getByRole('heading', { level: 1, name: 'AI trading signals, explained' }).waitFor();
    expect(await light.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    expect(await light.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
      'rgb(245, 247, 251)',
    );
    await screenshot(light, 'prerendered-landing-light', { fullPage: false });
    await light.context().close();

    // A visitor who is signed in would see the signed-out header: hidden until the portal draws.
    const signedIn = await openPage(suite.browser, suite.server.url, {}, { portal: false });
    await signedIn.route('**/assets/*.js', (route) => route.abort());
    await signedIn.addInitScript(() => localStorage.setItem('accessToken', 'stored'));
    await signedIn.goto('/');
    expect(await signedIn.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    await signedIn.context().close();

    // With its scripts the portal takes the page over: the pre-render's styles go, links navigate in place.
    const errors: string[] = [];
    const page = await openPage(suite.browser, suite.server.url);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    expect(await page.locator('style[data-prerender]').count()).toBe(0);
    expect(await page.locator('template').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await page.getByRole('button', { name: 'Yearly' }).click();
    await page.getByText('per year').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);

    // A form pre-rendered disabled is live once the portal has it.
    await page.goto('/login');
    await page.getByLabel('Email').fill('trader@example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('trader@example.com');
  });

  it('loads the landing page', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('SignalDesk');
    await screenshot(page, 'landing');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'landing');
  });

  it("shows the error screen when a page's code cannot load, and loads it on the next try", async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    // A release replaced the page's code, or the network dropped it.
    const blocked = (url: URL) => /\/assets\/TermsPage-[\w-]+\.js$/.test(url.pathname);
    let attempts = 0;
    await page.route(blocked, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('This page could not be loaded: the connection dropped').waitFor();
    await page.getByRole('button', { name: 'Reload the app' }).waitFor();
    await screenshot(page, 'page-code-failed', { fullPage: false });

    // Leaving the page clears the error; coming back tries its code again (once: a failed load
    // is not retried in a loop).
    await page.unroute(blocked);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'AI trading signals, explained' }).waitFor();
    expect(attempts).toBe(1);
    await page.getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Risk Disclaimer & Terms of Service' }).waitFor();
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

  it('gives every page its own tab title, and loads pages directly without router warnings', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/HydrateFallback/.test(message.text())) warnings.push(message.text());
    });
    const titles: [string, string][] = [
      ['/', 'SignalDesk · AI trading signals'],
      ['/login', 'Sign in · SignalDesk'],
      ['/signup', 'Create your account · SignalDesk'],
      ['/pricing', 'Pricing · SignalDesk'],
      ['/terms', 'Terms and risk disclaimer · SignalDesk'],
      ['/no/such/page', 'Page not found · SignalDesk'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await page.waitForFunction((expected) => document.title === expected, title);
    }
    expect(warnings).toEqual([]);
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

  it('gives every signed-in trader page one header: Back first, the logo, the same pages with the current one marked, Logout', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    const backPositions: number[] = [];
    for (const { path, heading, current } of SIGNED_IN_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Signals',
        'Track record',
        'Profile',
        'Alerts',
        'Manage Plan',
      ]);
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([current]);
      const controls = await controlsOf(header);
      expect(controls.slice(0, 2)).toEqual(['Back', 'SignalDesk']);
      expect(controls.at(-1)).toBe('Logout');
      backPositions.push((await header.getByRole('button', { name: 'Back' }).boundingBox())!.x);
      // /app's AI Signals starts a generation: an outlined button outside the page links, never marked current.
      const generate = header.getByRole('button', { name: 'AI Signals' });
      expect(await generate.count()).toBe(path === '/app' ? 1 : 0);
      if (path === '/app') {
        expect(await nav.getByText('AI Signals').count()).toBe(0);
        expect(await generate.getAttribute('class')).toContain('MuiButton-outlined');
        expect(await generate.getAttribute('aria-current')).toBeNull();
        expect(controls.indexOf('AI Signals')).toBeGreaterThan(controls.indexOf('Manage Plan'));
      }
      await screenshotEverywhere(page, `header${path.replace('/', '-')}`, () =>
        page.getByRole('heading', { name: heading, level: 1 }).waitFor(),
      );
    }
    // Back sits in the same place on every page, the checkout's "Back to Plans" included.
    await page.goto('/pricing');
    await page.getByLabel('Enterprise plan').getByRole('button', { name: 'Choose Plan' }).click();
    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
    const checkoutBack = page.getByRole('banner').getByRole('button', { name: 'Back to Plans' });
    backPositions.push((await checkoutBack.boundingBox())!.x);
    expect(new Set(backPositions).size).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('keeps the signed-in header to one opaque row on a phone, with the pages and Logout in a menu', async () => {
    const page = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await signUpActiveTrader(page, suite.server.dataDir);
    for (const { path, heading, current } of SIGNED_IN_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const header = page.getByRole('banner');
      // One toolbar row (56 px) and its border; before, the links wrapped into three rows (~140 px).
      const { height, opaque } = await headerBox(header);
      expect({ path, height: Math.round(height), opaque }).toEqual({ path, height: 57, opaque: true });
      expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
      const controls = await controlsOf(header);
      expect(controls).toEqual(
        path === '/app'
          ? ['Back', 'SignalDesk', 'AI Signals', 'Switch to light theme', 'Open menu']
          : ['Back', 'SignalDesk', 'Switch to light theme', 'Open menu'],
      );
      // Scrolled, the page passes under the header without showing through it.
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => window.scrollY > 0);
      expect((await headerBox(header)).opaque).toBe(true);
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect((await menu.getByRole('menuitem').allTextContents()).slice(-1)).toEqual(['Logout']);
      expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual([current]);
      await screenshot(page, `header-menu${path.replace('/', '-')}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Signals' }).click();
    await page.waitForURL(/\/app$/);
  });

  it('keeps the landing header to one row on a phone, with "Get Started" on one line', async () => {
    const page = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const header = page.getByRole('banner');
    expect(Math.round((await headerBox(header)).height)).toBe(57);
    const getStarted = header.getByRole('link', { name: 'Get Started' });
    // One line of the small button's text: a wrapped label doubles its height.
    expect((await getStarted.boundingBox())!.height).toBeLessThan(36);
    expect(await getStarted.evaluate((link) => link.scrollWidth - link.clientWidth)).toBe(0);
    // All of it inside the window, clear of the toolbar's edge.
    const { x, width } = (await getStarted.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(PHONE.width - 12);
    await page.setViewportSize(DESKTOP);
    await screenshotEverywhere(page, 'landing-header', () => getStarted.waitFor());
  });
});
