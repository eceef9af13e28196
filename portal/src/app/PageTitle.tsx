import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeHandles } from './lazy-page';
import { routes } from './routes';

const SITE_TITLE = 'SignalDesk · AI trading signals';

/** The browser tab's text for `path`: the deepest route's title, so each page has its own. */
export function pageTitle(path: string | Partial<Location>): string {
  const title = routeHandles(routes, path)
    .map((handle) => handle.title)
    .findLast(Boolean);
  return title ? `${title} · SignalDesk` : SITE_TITLE;
}

/** Names the browser tab after the page on screen. */
export function PageTitle() {
  const location = useLocation();
  const title = pageTitle(location);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
