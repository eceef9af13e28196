import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { CandleFiles } from '../support/candle-files.js';
import { accessibilityViolations } from './support/axe.js';
import { DESKTOP, openPage, PHONE, screenshot } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { seedSignals, visibleOpenSignal } from './support/seed.js';
import { useServerAndBrowser } from './support/suite.js';

/** Screenshots in both schemes at the page's current width; leaves it dark. */
async function bothThemes(page: Page, name: string, fullPage: boolean) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await screenshot(page, `${name}-${colorScheme}`, { fullPage });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
}

/**
 * The open dialog's WCAG 2.1 A/AA violations in both schemes at the current width (the table that
 * opened it gives way to cards on a phone, closing it, so the suite's all-widths check cannot run).
 */
async function dialogViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    found.push(...violations.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes[0]?.html ?? ''}`));
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  return found;
}

describe('position size calculator', () => {
  // The market's prices: EURUSD and USDJPY on the seeded entries, USDCAD 11.4 pips above its signal's.
  const market = new CandleFiles();
  market.setPrice('EURUSD', 1.085, new Date());
  market.setPrice('USDJPY', 151.5, new Date());
  market.setPrice('USDCAD', 1.39114, new Date());
  const suite = useServerAndBrowser(market.env);
  afterAll(() => market.remove());

  it('sizes a EURUSD signal from its card and a USDJPY signal on its page', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    const [, usdjpyId, us30Id] = await seedSignals(suite.server.dataDir, [
      // 1.08500 → 1.08050: 45 pips.
      visibleOpenSignal({
        symbol: 'EURUSD',
        category: 'Major',
        signalType: 'BUY',
        entryPrice: 1.085,
        stopLoss: 1.0805,
        takeProfit: 1.094,
        pips: 45,
      }),
      // 151.500 → 151.950: 45 pips.
      visibleOpenSignal({
        symbol: 'USDJPY',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 151.5,
        stopLoss: 151.95,
        takeProfit: 150.6,
        pips: 45,
      }),
      visibleOpenSignal({
        symbol: 'US30',
        category: 'Indices',
        signalType: 'BUY',
        entryPrice: 39100,
        stopLoss: 39010,
        takeProfit: 39280,
        pips: 90,
      }),
    ]);

    // The table's row (1366 px): the 'Lots' button opens the calculator.
    await page.goto('/app');
    await page.getByRole('button', { name: 'Lots: position size for EURUSD BUY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Position size · EURUSD BUY' });
    await dialog.getByText('Enter your balance to see the lots.').waitFor();
    await dialog.getByLabel('Account balance (USD)').fill('10,000');
    await dialog.getByLabel('Risk (%)').fill('1');
    // By hand: 1 % of 10,000 = 100 USD; 100,000 × 0.0001 = 10 USD a pip; 100 / (45 × 10) = 0.222 → 0.22 lots; 99 USD.
    await expectLots(dialog, '0.22');
    expect(await dialog.getByTestId('position-size-at-risk').textContent()).toBe('99 USD at risk · stop 45 pips');
    expect(await dialog.getByTestId('position-size-explanation').textContent()).toBe(
      '1.00 % of 10,000 USD = 100 USD at risk; stop 45 pips; 10 USD per pip per lot → 0.22 lots',
    );
    // No rate is asked for while the signal itself converts.
    expect(await dialog.getByLabel(/rate$/).count()).toBe(0);
    await bothThemes(page, 'position-size-dialog', false);

    // A JPY account on EURUSD needs USDJPY, which the signal cannot give: the trader types it.
    await dialog.getByLabel('Account currency').selectOption('JPY');
    await dialog.getByLabel('Account balance (JPY)').fill('1000000');
    await dialog.getByText('Enter the USDJPY rate to see the lots.').waitFor();
    await dialog.getByLabel('USDJPY rate').fill('150');
    // By hand: 10,000 JPY at risk; 10 USD × 150 = 1,500 JPY a pip; 10,000 / (45 × 1,500) = 0.148 → 0.14 lots; 9,450 JPY.
    await expectLots(dialog, '0.14');
    expect(await dialog.getByTestId('position-size-at-risk').textContent()).toBe('9,450 JPY at risk · stop 45 pips');
    await bothThemes(page, 'position-size-dialog-rate', false);
    expect(await dialogViolations(page)).toEqual([]);
    // Over the cap: the field says why and no figure is shown.
    await dialog.getByLabel('Risk (%)').fill('12');
    await dialog.getByText('Enter a risk above 0 and at most 10 % of the balance.').waitFor();
    expect(await dialog.getByTestId('position-size-lots').count()).toBe(0);
    await dialog.getByLabel('Risk (%)').fill('1');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The row's icon and the card's button, judged with the page around them.
    expect(
      await accessibilityViolations(page, () =>
        page.getByRole('button', { name: 'Lots: position size for EURUSD BUY' }).waitFor(),
      ),
    ).toEqual([]);

    // A phone: the card's 'Lots' button, the same calculator, the last choices remembered.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Lots: position size for EURUSD BUY' }).waitFor();
    await bothThemes(page, 'position-size-card', true);
    await page.getByRole('button', { name: 'Lots: position size for EURUSD BUY' }).click();
    expect(await dialog.getByLabel('Account balance (JPY)').inputValue()).toBe('1000000');
    // The rate is not remembered (it moves): asked for again.
    expect(await dialog.getByLabel('USDJPY rate').inputValue()).toBe('');
    await dialog.getByLabel('USDJPY rate').fill('150');
    await expectLots(dialog, '0.14');
    await bothThemes(page, 'position-size-dialog', false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(DESKTOP);

    // The USDJPY signal's own page: the calculator inline, keyboard only.
    await page.goto(`/app/signals/${usdjpyId}`);
    const calculator = page.getByRole('region', { name: 'Position size' });
    // A JPY account on a JPY-quoted pair: no conversion. 10,000 / (45 × 1,000) = 0.222 → 0.22 lots.
    await expectLots(calculator, '0.22');
    await calculator.getByLabel('Account currency').focus();
    await calculator.getByLabel('Account currency').selectOption('USD');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10000');
    // By hand: a USD account on USDJPY divides by the signal's price: 1,000 JPY / 151.5 = 6.60 USD a pip;
    // 100 / (45 × 6.6007) = 0.3367 → 0.33 lots; 0.33 × 297.03 = 98.02 USD.
    await expectLots(calculator, '0.33');
    expect(await calculator.getByTestId('position-size-at-risk').textContent()).toBe(
      '98.02 USD at risk · stop 45 pips',
    );
    expect(await calculator.getByLabel(/rate$/).count()).toBe(0);
    // Too small a balance for one micro lot: 0 lots and why.
    await calculator.getByLabel('Account balance (USD)').fill('100');
    await expectLots(calculator, '0.00');
    await calculator
      .getByText(
        'One 0.01 lot with a 45-pip stop would lose 2.97 USD, more than the 1 USD allowed: raise the balance or risk, or skip this signal.',
      )
      .waitFor();
    await calculator.getByLabel('Account balance (USD)').fill('10000');
    await expectLots(calculator, '0.33');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await bothThemes(page, 'position-size-detail', true);
    }
    await page.setViewportSize(DESKTOP);
    expect(await accessibilityViolations(page, () => calculator.waitFor())).toEqual([]);

    // An index: said on screen, no figure.
    await page.goto(`/app/signals/${us30Id}`);
    await page
      .getByRole('region', { name: 'Position size' })
      .getByText(
        "Position size is not calculated for indices: their contract size differs from broker to broker, so check your broker's contract specification.",
      )
      .waitFor();
  }, 180_000);
});

describe('position size calculator on a price that has moved', () => {
  const market = new CandleFiles();
  market.setPrice('USDCAD', 1.39114, new Date());
  const suite = useServerAndBrowser(market.env);
  afterAll(() => market.remove());

  it('sizes on the current price, not the stale entry, and says the price has moved', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    // Issue 37's signal: USDCAD BUY published at 1.39000 with a 30.9-pip stop; the market now 1.39114.
    const [id] = await seedSignals(suite.server.dataDir, [
      visibleOpenSignal({
        symbol: 'USDCAD',
        category: 'Major',
        signalType: 'BUY',
        entryPrice: 1.39,
        stopLoss: 1.38691,
        takeProfit: 1.39618,
        pips: 31,
      }),
    ]);
    await page.goto(`/app/signals/${id}`);
    const calculator = page.getByRole('region', { name: 'Position size' });
    await calculator.getByLabel('Account balance (USD)').fill('10000');
    await calculator.getByLabel('Risk (%)').fill('1');
    // By hand: 42.3 pips from 1.39114 to the stop; 10 CAD / 1.39114 = 7.18835 USD a pip of a lot;
    // 100 / (42.3 × 7.18835) = 0.3289 → 0.32 lots; 0.32 × 304.067 = 97.30 USD. On the entry it was 0.44
    // lots, which lose 133.79 USD (1.34 %) at the stop from here.
    await expectLots(calculator, '0.32');
    expect(await calculator.getByTestId('position-size-at-risk').textContent()).toBe(
      '97.30 USD at risk · stop 42.3 pips',
    );
    expect(await calculator.getByTestId('position-size-price').textContent()).toBe(
      'Sized on the current price 1.39114, not the published entry 1.39000.',
    );
    expect(await calculator.getByTestId('position-size-moved').textContent()).toBe(
      'The price 1.39114 is 11.4 pips from the entry 1.39000: more than a quarter of the 30.9-pip stop. The Expert Advisor skips a signal that far from its entry.',
    );
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await calculator.scrollIntoViewIfNeeded();
      await bothThemes(page, 'position-size-moved', true);
    }
    await page.setViewportSize(DESKTOP);
    expect(await accessibilityViolations(page, () => calculator.waitFor())).toEqual([]);

    // The card's dialog on /app reads the same price.
    await page.goto('/app');
    await page.getByRole('button', { name: 'Lots: position size for USDCAD BUY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Position size · USDCAD BUY' });
    await expectLots(dialog, '0.32');
    await dialog.getByTestId('position-size-moved').waitFor();
  });
});

async function expectLots(scope: ReturnType<Page['getByRole']>, lots: string) {
  await scope
    .getByTestId('position-size-lots')
    .filter({ hasText: new RegExp(`^${lots.replace('.', '\\.')}$`) })
    .waitFor();
}
