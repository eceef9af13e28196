import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route of the table carries besides its element: the tab's title and its code's loader. */
export interface RouteHandle {
  title?: string;
  /** Fetches the page's code ahead of drawing it (the pre-rendered takeover waits for it). */
  preload?: () => Promise<void>;
}

// The query library and its client come with the first page that is not the landing page.
const loadServerState = () => import('./server-state');

// One entry per page whose code failed to load: each forgets its failure.
const forgetFailures = new Set<() => void>();

/** Lets every page whose code failed to load try again: called when the visitor moves on from the error. */
export function retryFailedPages(): void {
  forgetFailures.forEach((forget) => forget());
  forgetFailures.clear();
}

/**
 * A route whose page's code loads when it is first drawn (the landing page stays light), inside
 * the query library's client (server-state.tsx), which loads with it. Until
 * then the nearest Suspense boundary shows its fallback, or, on a navigation, the page being
 * left stays on screen. A failed load reaches the error boundary and stays failed (no request
 * loop) until `retryFailedPages()`; the next draw then tries again.
 */
export function lazyPage(title: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadServerState()]).then(
      ([Page, { ServerState }]) => {
        Loaded = () => (
          <ServerState>
            <Page />
          </ServerState>
        );
      },
      (error: unknown) => {
        failure = { error };
        forgetFailures.add(() => {
          failure = undefined;
          loading = undefined;
        });
        throw error;
      },
    ));
  function LazyPage() {
    if (failure) throw failure.error;
    if (!Loaded) use(preload());
    const Page = Loaded!;
    return <Page />;
  }
  const handle: RouteHandle = { title, preload };
  return { element: <LazyPage />, handle };
}

/** The handles of the routes that draw `path`, outermost first. */
export function routeHandles(routes: RouteObject[], path: string | Partial<Location>): RouteHandle[] {
  return (matchRoutes(routes, path) ?? []).map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/** Loads the code of every route that draws `path`. */
export async function preloadRoute(routes: RouteObject[], path: string | Partial<Location>): Promise<void> {
  await Promise.all(routeHandles(routes, path).map((handle) => handle.preload?.()));
}
