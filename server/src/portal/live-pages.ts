import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { PAGES_WITH_PLANS, type PrerenderBundle } from '#domain/prerender-page';
import { sendReadyBytes, strongEtag, type ReadyBytes, type ReadyJson } from '../common/ready-json.js';
import type { PublicPlansCache } from '../plans/public-plans.cache.js';

/**
 * Brotli quality of a page rendered here: at 11 (the build's) a page takes some 200 ms to
 * compress, at 5 a millisecond or two, for an eighth more bytes (9.3 KB against 8.1 KB for the
 * landing page). A render happens on every change of the plans, on every replica.
 */
const BROTLI_QUALITY = 5;
/** Changes this close together (a seed, a reset to defaults) are rendered once, after the last. */
const SETTLE_MS = 100;

interface Rendered {
  /** The ETag of the plan list the page was drawn from. */
  plans: string;
  /** Undefined when the render failed: the built page is sent for this plan list. */
  page: Promise<ReadyBytes | undefined>;
}

/**
 * The pre-rendered pages with plan cards (landing, pricing), rendered again by the server from
 * its cached public plan list (GET /api/plans, built once per change of the plans on every
 * replica) with the build's own pre-render bundle, so their first paint shows the plans as they
 * are in the database. Each is rendered at start and again once the list changes (or at the
 * first request that finds a newer list), once per list (a list rebuilt with the same bytes is
 * not rendered again: a render takes about 100 ms of CPU), kept as ready bytes with
 * brotli and gzip copies and a strong ETag. Without the bundle (a portal built before it was
 * kept) or the plans (a database that does not answer), or when a render fails, there is no page
 * here and the page written at build is sent.
 */
export class LivePages {
  private readonly logger = new Logger(LivePages.name);
  private readonly bundleFile: string;
  private bundle?: Promise<PrerenderBundle>;
  private settling?: NodeJS.Timeout;
  private readonly rendered = new Map<string, Rendered>();

  constructor(
    private readonly plans: PublicPlansCache,
    private readonly portalDir: string,
  ) {
    // The build keeps the bundle beside the portal: dist/portal and dist/prerender.
    this.bundleFile = join(portalDir, '..', 'prerender', 'prerender.js');
    plans.onChange(() => {
      clearTimeout(this.settling);
      this.settling = setTimeout(() => this.renderAll(), SETTLE_MS).unref();
    });
    this.renderAll();
  }

  /** The page for `route` with the current plans, or undefined when the built page is to be sent. */
  async page(route: string): Promise<ReadyBytes | undefined> {
    if (!PAGES_WITH_PLANS.includes(route) || !existsSync(this.bundleFile)) return undefined;
    let plans: ReadyJson;
    try {
      plans = await this.plans.get();
    } catch {
      return undefined;
    }
    const current = this.rendered.get(route);
    if (current?.plans === plans.etag) return current.page;
    const page = this.render(route, plans.identity.toString('utf8'));
    this.rendered.set(route, { plans: plans.etag, page });
    return page;
  }

  /** Sends the page for `route` when there is one here; false leaves the answer to the caller. */
  async send(request: IncomingMessage, response: ServerResponse, route: string): Promise<boolean> {
    const page = await this.page(route);
    if (!page) return false;
    sendReadyBytes(request, response, page, 'no-cache', 'text/html; charset=utf-8');
    return true;
  }

  private renderAll(): void {
    for (const route of PAGES_WITH_PLANS) void this.page(route);
  }

  private async render(route: string, plansJson: string): Promise<ReadyBytes | undefined> {
    try {
      this.bundle ??= import(pathToFileURL(this.bundleFile).href) as Promise<PrerenderBundle>;
      const bundle = await this.bundle;
      const template = await readFile(join(this.portalDir, 'index.html'), 'utf8');
      const started = performance.now();
      const page = await bundle.renderPage(route, { template, plansJson, brotliQuality: BROTLI_QUALITY });
      this.logger.debug(`Rendered ${route} with the current plans in ${Math.round(performance.now() - started)} ms`);
      const identity = Buffer.from(page.html, 'utf8');
      return { etag: strongEtag(identity), identity, br: Buffer.from(page.br), gzip: Buffer.from(page.gzip) };
    } catch (error) {
      this.logger.error(
        `Could not render ${route} with the current plans, the built page is sent: ${(error as Error).message}`,
      );
      return undefined;
    }
  }
}
