import type { Locator, Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser.js';
import { logIn, signUpActiveTrader } from './support/journeys.js';
import { useServerAndBrowser } from './support/suite.js';

const DEMO_NOTE = 'Demo calendar (recorded releases replayed)';
const SIZES = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
];

/** The panel's "N of total events" chip, read as numbers, and the titles of the events listed. */
async function listed(page: Page): Promise<{ total: number; titles: string[] }> {
  const panel = page.getByRole('region', { name: 'Market News (Past Week)' });
  const chip = await panel
    .getByLabel('News summary')
    .getByText(/^\d+ of \d+ events$/)
    .textContent();
  const titles = await panel
    .getByRole('table', { name: 'Market news events' })
    .locator('tbody tr:not(:has([data-now-marker])) td:nth-child(4)')
    .allTextContents();
  return { total: Number(chip!.match(/of (\d+)/)![1]), titles };
}

/** WCAG 2's contrast ratio of an element's text against the first opaque background behind it. */
function contrastOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const channels = (css: string) => css.match(/[\d.]+/g)!.map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let behind: Element | null = element;
    while (behind && (channels(getComputedStyle(behind).backgroundColor)[3] ?? 1) < 1) behind = behind.parentElement;
    const background = channels(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)');
    const [lighter, darker] = [luminance(channels(getComputedStyle(element).color)), luminance(background)].sort(
      (a, b) => b - a,
    );
    return (lighter + 0.05) / (darker + 0.05);
  });
}

describe('the demo calendar in the Market News panel, in Chromium', () => {
  const suite = useServerAndBrowser();

  it('says the calendar is a replay, and lists the same events in Auckland and in Los Angeles', async () => {
    const auckland = await openPage(suite.browser, suite.server.url, { timezoneId: 'Pacific/Auckland' });
    const email = await signUpActiveTrader(auckland, suite.server.dataDir);
    await auckland.goto('/app');
    const panel = auckland.getByRole('region', { name: 'Market News (Past Week)' });
    await panel.getByText(/Times in Pacific\/Auckland/).waitFor();
    await panel.getByRole('button', { name: 'Update News' }).click();
    await auckland
      .getByText('News Update Complete - Successfully scraped and analyzed latest forex news events.')
      .waitFor();
    const note = panel.getByText(DEMO_NOTE);
    await note.waitFor();
    // Out of the way of the screenshots.
    await auckland.getByText(/^News Update Complete/).waitFor({ state: 'hidden', timeout: 15_000 });
    const inAuckland = await listed(auckland);
    expect(inAuckland.total).toBeGreaterThan(100);
    expect(inAuckland.titles.length).toBe(50);

    const losAngeles = await openPage(suite.browser, suite.server.url, { timezoneId: 'America/Los_Angeles' });
    await losAngeles.goto('/login');
    await logIn(losAngeles, email);
    await losAngeles.waitForURL((url) => url.pathname !== '/login');
    await losAngeles.goto('/app');
    const panelThere = losAngeles.getByRole('region', { name: 'Market News (Past Week)' });
    await panelThere.getByText(/Times in America\/Los_Angeles/).waitFor();
    await panelThere.getByText(DEMO_NOTE).waitFor();
    await panelThere
      .getByLabel('News summary')
      .getByText(/^\d+ of \d+ events$/)
      .waitFor();
    expect(await listed(losAngeles)).toEqual(inAuckland);

    for (const [page, zone] of [
      [auckland, 'auckland'],
      [losAngeles, 'los-angeles'],
    ] as const) {
      const zonePanel = page.getByRole('region', { name: 'Market News (Past Week)' });
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          // A phone opens the panel on the next high-impact releases; the whole list is a tap away.
          const showAll = zonePanel.getByRole('button', { name: /^Show all \d+ events and filters$/ });
          if (await showAll.isVisible()) await showAll.click();
          const shownNote = zonePanel.getByText(DEMO_NOTE);
          await shownNote.waitFor();
          // The whole note shows, inside the window: nothing cut off on a phone.
          const box = (await shownNote.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
          expect(await shownNote.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
          // The note and the impact colours read at 4.5:1 at least (WCAG AA) in both themes.
          const summary = zonePanel.getByLabel('News summary');
          for (const text of [
            shownNote,
            summary.getByText(/^High: \d+$/),
            summary.getByText(/^Medium: \d+$/),
            zonePanel.getByLabel('Market news events').getByText('Medium', { exact: true }).first(),
            zonePanel.getByLabel('Market news events').getByText('High', { exact: true }).first(),
          ]) {
            const ratio = await contrastOf(text);
            expect([colorScheme, size.width, await text.textContent(), ratio >= 4.5]).toEqual([
              colorScheme,
              size.width,
              await text.textContent(),
              true,
            ]);
          }
          await screenshot(page, `news-demo-${zone}-${colorScheme}`);
        }
      }
    }
  });
});
