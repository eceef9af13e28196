import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** A fresh page (own storage) with the portal's origin as base URL. */
export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, colorScheme: 'dark', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error on ${page.url()}: ${error.message}`));
  return page;
}

/** Saves a full-page PNG under test-output/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}
