import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.js';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's WCAG 2.1 A/AA violations in the dark and the light scheme at 1366 and 390 px, one
 * line each (rule, how many elements, the first few of them); leaves the page dark at 1366 px.
 */
export async function accessibilityViolations(page: Page, ready?: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await ready?.();
      // Transitions end before the colours are judged.
      await page.waitForTimeout(400);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
      for (const violation of violations) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => `${node.html.slice(0, 120)} ${node.any[0]?.message ?? ''}`.trim());
        found.push(
          `${new URL(page.url()).pathname} ${colorScheme} ${viewport.width}px: ${violation.id} ×${violation.nodes.length} (${where.join(' | ')})`,
        );
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(DESKTOP);
  return found;
}
