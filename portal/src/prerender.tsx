/**
 * The build's pre-render (scripts/prerender.js runs it in Node after the portal's build): each
 * public page rendered to HTML as a signed-out visitor sees it (in the theme the build stored), with the
 * styles it uses. Queries do not run here; what they fill shows as the page's loading state.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { SITE_TITLE } from './app/PageTitle';
import { routes } from './app/routes';

export {
  PRERENDER_GUARD_SCRIPT,
  PRERENDER_GUARD_STYLE,
  PRERENDER_LIGHT_TEMPLATE_ID,
  PRERENDERED_PAGES,
} from '#domain/prerender-guard';

export interface PrerenderedPage {
  html: string;
  css: string;
  title: string;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Compat mode keeps every rule in cache.inserted instead of inline <style> tags in the HTML.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  const title = [...context.matches]
    .reverse()
    .map((match) => (match.route.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  return { html, css, title: title ? `${title} · SignalDesk` : SITE_TITLE };
}
