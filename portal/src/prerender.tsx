/**
 * The build's pre-render (scripts/prerender.js runs it in Node after the portal's build): each
 * public page rendered to HTML as a signed-out visitor sees it (in the theme the build stored), with the
 * styles it uses. Queries do not run here; what they fill shows as the page's loading state.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { preloadRoute } from './app/lazy-page';
import { pageTitle } from './app/PageTitle';
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
  // A page's code loaded ahead: rendering to a string cannot wait for it.
  await preloadRoute(routes, path);

  // Compat mode keeps every rule in cache.inserted instead of inline <style> tags in the HTML.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  // A page that crashed would be drawn as the portal's error screen: a build error, not a picture.
  if (html.includes('Unexpected Application Error!')) throw new Error(`${path} crashed in the pre-render`);
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css, title: pageTitle(path) };
}
