import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route of the table carries besides its element: the tab's title and its code's loader. */
export interface RouteHandle {
  title?: string;
  /** Fetches the page's code ahead of drawing it (the pre-rendered takeover waits for it). */
  preload?: () => Promise<void>;
}

/**
 * A route whose page's code loads when it is first drawn (the landing page stays light). Until
 * then the nearest Suspense boundary shows its fallback, or, on a navigation, the page being
 * left stays on screen; a failed load reaches the error boundary and the next draw tries again.
 */
export function lazyPage(title: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyPage() {
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
