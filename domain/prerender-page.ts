/**
 * The contract between the pre-render's bundle (built from portal/src/prerender.tsx into
 * dist/prerender/prerender.js) and its two users: the build, which writes every public page as a
 * signed-out visitor sees it before any plan is known, and the server, which renders the pages
 * with plan cards again from the plans in its database.
 */

/** The pre-rendered pages that show plan cards: the server renders these again when the plans change. */
export const PAGES_WITH_PLANS: readonly string[] = ['/', '/pricing'];

/**
 * The id of the JSON script in a page rendered with the plan list: the list it was drawn from,
 * which the portal's query cache starts with (no fetch, no flash back to the loading state).
 */
export const PRERENDER_PLANS_ID = 'prerender-plans';

export interface RenderPageOptions {
  /** The built index.html: its styles, icons and module entry. */
  template: string;
  /** GET /api/plans as its JSON text; without it plans show their loading state. */
  plansJson?: string;
  /** Brotli quality of the compressed copy (0 to 11). */
  brotliQuality: number;
}

export interface RenderedPage {
  html: string;
  br: Uint8Array;
  gzip: Uint8Array;
}

/** What the bundle exports. */
export interface PrerenderBundle {
  renderPage(path: string, options: RenderPageOptions): Promise<RenderedPage>;
}
