import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/** Starts the built server and Chromium before a suite's tests and stops both after them. */
export function useServerAndBrowser(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
