import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
const SCREENSHOT_DIR = join(process.cwd(), 'test-output', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh page (own storage) with the portal's origin as base URL. A page pre-rendered at build is
 * a picture until the portal takes it over, so `goto` and `reload` return once the portal has the
 * page, unless `{ portal: false }` (a test of the picture itself, its scripts held back).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
  { portal = true } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, colorScheme: 'dark', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error on ${page.url()}: ${error.message}`));
  if (portal) {
    const portalHasPage = () => page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await portalHasPage();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await portalHasPage();
      return response;
    };
  }
  return page;
}

/** Saves a PNG (the full page unless told) under test-output/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width } = page.viewportSize() ?? DESKTOP;
  // From the top: a full page shot of a scrolled page draws the sticky header half-way down.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Transitions finished: a screenshot right after a scheme change must not catch colours half-way.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage, animations: 'disabled' });
}

/**
 * Screenshots at 1366 and 390 px in the dark and the light scheme (`${name}-${scheme}-${width}.png`),
 * waiting for `ready` after each change; leaves the page dark at 1366 px. A dialog is shot as the
 * window shows it (`fullPage: false`): its backdrop covers the window, not the whole page.
 */
export async function screenshotEverywhere(
  page: Page,
  name: string,
  ready?: () => Promise<void>,
  { fullPage = true } = {},
): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await ready?.();
      await screenshot(page, `${name}-${colorScheme}`, { fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(DESKTOP);
}

/** An element's box once it has stopped moving (two equal readings a frame apart), for layout checks after a transition. */
export async function settledBox(
  locator: Locator,
  timeoutMs = 3000,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const deadline = Date.now() + timeoutMs;
  let previous = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(50);
    const current = await locator.boundingBox();
    if (previous && current && JSON.stringify(previous) === JSON.stringify(current)) return current;
    if (Date.now() > deadline) throw new Error(`${locator.toString()} kept moving for ${timeoutMs} ms`);
    previous = current;
  }
}
