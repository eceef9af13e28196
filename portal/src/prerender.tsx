/**
 * The pre-render, built for Node into dist/prerender/prerender.js (scripts/prerender.js). The build
 * runs it for every public page without plans; the server runs it again for the pages with plan
 * cards whenever its plan list changes (server/src/portal/live-pages.ts). Each page is drawn as a
 * signed-out visitor sees it, in the dark theme and (in a template the guard script swaps in) the
 * light one, with the styles it uses, into the built index.html, and compressed. Queries do not
 * run here: the plans are given, and what other queries fill shows as the page's loading state.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE, PRERENDER_LIGHT_TEMPLATE_ID } from '#domain/prerender-guard';
import { PRERENDER_PLANS_ID, type PrerenderBundle, type RenderPageOptions } from '#domain/prerender-page';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { preloadRoute } from './app/lazy-page';
import { pageTitle } from './app/PageTitle';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { subscriptionKeys } from './features/subscription/queries';
import type { PlanList } from './lib/prerendered-plans';
import { landingReads } from './pages/landing/landing-reads';
import type { ColorMode } from './app/theme';

export { PRERENDERED_PAGES } from '#domain/prerender-guard';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// The portal reads the colour choice and the session from storage: here, a visitor with nothing
// stored but the theme being drawn.
const memory = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};

interface Picture {
  html: string;
  css: string;
}

/** The page at `path` as a visitor in `colorMode` sees it, with the plan list if given. */
function picture(path: string, colorMode: ColorMode, plans: PlanList | undefined): Picture {
  const queryClient = createQueryClient();
  if (plans) queryClient.setQueryData(subscriptionKeys.plans, plans);
  // The landing page reads the plans without the query library.
  landingReads.plans.prime(plans);
  // Compat mode keeps every rule in cache.inserted instead of inline <style> tags in the HTML.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // Set just before the synchronous render: renders of other pages may interleave between awaits.
  localStorage.setItem('colorMode', colorMode);
  const html = renderToString(
    <CacheProvider value={cache}>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </QueryClientProvider>
    </CacheProvider>,
  );
  // Drops the queries and their garbage-collection timers, which would hold Node open for minutes.
  queryClient.clear();
  // A page that crashed would be drawn as the portal's error screen: an error, not a picture.
  if (html.includes('Unexpected Application Error!')) throw new Error(`${path} crashed in the pre-render`);
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: no `</script>` or `<!--` can appear in it. */
const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');
/** Form controls of the picture, disabled until the portal replaces it. */
const disableControls = (html: string) => html.replace(/<(input|button|textarea|select)(?=[\s>])/g, '<$1 disabled');

/**
 * The whole page: the built index.html with its module entry left to the guard script (which
 * starts it after the first paint, so its chunks are not preloaded ahead of the paint), the
 * guard script and style, the dark picture in the root, the light one in a template, the plan
 * list it was drawn from, and the page's title; with its brotli and gzip copies.
 */
export const renderPage: PrerenderBundle['renderPage'] = async (
  path: string,
  { template, plansJson, brotliQuality }: RenderPageOptions,
) => {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('index.html names no module entry script');
  const shell = template
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (!shell.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div> to fill');

  // A page's code loaded ahead: rendering to a string cannot wait for it.
  await preloadRoute(routes, path);
  const plans = plansJson === undefined ? undefined : (JSON.parse(plansJson) as PlanList);
  const dark = picture(path, 'dark', plans);
  const light = picture(path, 'light', plans);
  const head =
    `<meta name="portal-entry" content="${entry}">` +
    `<script>${PRERENDER_GUARD_SCRIPT}</script>` +
    `<style>${PRERENDER_GUARD_STYLE}</style>` +
    `<style data-prerender>${dark.css}</style>`;
  // The light picture stays inert in a template until the guard script swaps it in.
  const root =
    `<div id="root" data-prerendered>${disableControls(dark.html)}</div>` +
    `<template id="${PRERENDER_LIGHT_TEMPLATE_ID}"><style>${light.css}</style>${disableControls(light.html)}</template>` +
    (plansJson === undefined
      ? ''
      : `<script type="application/json" id="${PRERENDER_PLANS_ID}">${escapeScriptJson(plansJson)}</script>`);
  // Functions as replacements: a `$` in a title or a picture is text, not a replacement pattern.
  const html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(path))}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzipped(html, { level: 9 }),
  ]);
  return { html, br, gzip: gz };
};
