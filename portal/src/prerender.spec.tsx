import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRERENDER_GUARD_SCRIPT } from '#domain/prerender-guard';
import { PRERENDER_PLANS_ID } from '#domain/prerender-page';
import { renderPage } from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><title>SignalDesk</title>' +
  '<script type="module" crossorigin src="/assets/index-1a2b.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-3c4d.js">' +
  '</head><body><div id="root"></div></body></html>';

const plan = (planType: string, name: string, monthlyPrice: number) => ({
  planType,
  name,
  description: `${name} plan`,
  monthlyPrice,
  yearlyPrice: monthlyPrice * 10,
  accountLimit: 1,
  signalDelayMinutes: 0,
  features: ['Signals'],
  isPopular: false,
});

const scriptJson = (html: string) =>
  new RegExp(`<script type="application/json" id="${PRERENDER_PLANS_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('renderPage', () => {
  it('draws the plan cards from the list given, in both themes, and carries the list for the portal', async () => {
    const plans = [plan('BASIC', 'Starter Desk', 41), plan('PRO', 'Desk $& Co </script><b>', 99)];
    const plansJson = JSON.stringify(plans);
    const page = await renderPage('/pricing', { template: TEMPLATE, plansJson, brotliQuality: 1 });

    // The dark picture in the root and the light one in the template: each card twice.
    expect(page.html.match(/>Starter Desk<\/h2>/g)).toHaveLength(2);
    expect(page.html.match(/>\$41</g)).toHaveLength(2);
    // A name is text (no `$&` replacement pattern, no markup), in the cards and in the list alike.
    expect(page.html.match(/>Desk \$&amp; Co &lt;\/script&gt;&lt;b&gt;<\/h2>/g)).toHaveLength(2);
    expect(page.html).not.toContain('<b>');
    expect(JSON.parse(scriptJson(page.html)!)).toEqual(plans);
    expect(page.html).not.toContain('MuiSkeleton-root');

    // The entry is left to the guard script; nothing is preloaded ahead of the paint.
    expect(page.html).toContain('<meta name="portal-entry" content="/assets/index-1a2b.js">');
    expect(page.html).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
    expect(page.html).not.toContain('modulepreload');
    expect(page.html).toContain('<title>Pricing · SignalDesk</title>');
    expect(page.html).toMatch(/<div id="root" data-prerendered>/);

    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
  });

  it("draws the landing page's cards from the list given (it reads them without the query library)", async () => {
    const plans = [plan('BASIC', 'Starter Desk', 41), plan('PRO', 'Trader Desk', 99)];
    const page = await renderPage('/', { template: TEMPLATE, plansJson: JSON.stringify(plans), brotliQuality: 1 });
    expect(page.html.match(/>Trader Desk<\/h3>/g)).toHaveLength(2);
    expect(page.html).toMatch(/<section[^>]*aria-labelledby="plans-heading" aria-busy="false"/);
    // A render without plans after it starts from nothing again: the list is not kept between renders.
    const next = await renderPage('/', { template: TEMPLATE, brotliQuality: 1 });
    expect(next.html).not.toContain('Trader Desk');
  });

  it('without plans draws their loading state and carries no list (the build)', async () => {
    const page = await renderPage('/', { template: TEMPLATE, brotliQuality: 1 });
    expect(page.html).toMatch(/<section[^>]*aria-labelledby="plans-heading" aria-busy="true"/);
    expect(scriptJson(page.html)).toBeUndefined();
  });

  it('refuses an index.html it cannot fill', async () => {
    await expect(renderPage('/', { template: '<div id="root"></div>', brotliQuality: 1 })).rejects.toThrow(
      'index.html names no module entry script',
    );
  });
});
