import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { PRERENDERED_PAGES } from '#domain/prerender-guard';
import { PublicPlansCache } from '../plans/public-plans.cache.js';
import { LivePages } from './live-pages.js';

/** Vite puts a content hash in every asset name, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages (index.html and pre-rendered routes) are revalidated on every visit. */
const REVALIDATE = 'no-cache';
const OTHER_FILES = 'public, max-age=3600';
const PRERENDERED_FILES = new Map<string, string>(PRERENDERED_PAGES.map(({ path, file }) => [path, file]));

/**
 * Every path outside /api gets the single-page portal; /api stays JSON only. Files are served from
 * the build's own list (nothing outside it is reachable), in the brotli or gzip copy written at
 * build when the browser accepts one; a route pre-rendered at build (landing, pricing, terms) gets
 * its page, any other route the portal's index.html.
 */
export function servePortal(app: NestExpressApplication, portalDir: string): void {
  let files = listFiles(portalDir);
  // Live pages: landing and pricing rendered again with the plans in the database (live-pages.ts).
  const livePages = new LivePages(app.get(PublicPlansCache), portalDir);
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApi(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    // A portal built after the server started is picked up.
    if (!files.has('index.html')) files = listFiles(portalDir);
    if (!files.has('index.html')) {
      response.status(503).type('text/plain').send('The portal has not been built yet. Run `npm run build:portal`.');
      return;
    }
    const path = safePath(request.path);
    if (path && files.has(path)) {
      const cacheControl = path.startsWith('assets/') ? IMMUTABLE : path.endsWith('.html') ? REVALIDATE : OTHER_FILES;
      return sendFile(request, response, next, portalDir, files, path, cacheControl);
    }
    const route = request.path.replace(/\/+$/, '') || '/';
    const page = PRERENDERED_FILES.get(route);
    const html = page && files.has(page) ? page : 'index.html';
    // Live pages: the re-rendered page when there is one, else the one written at build.
    if (html === page)
      return void livePages
        .send(request, response, route)
        .then((sent) => sent || sendFile(request, response, next, portalDir, files, html, REVALIDATE), next);
    sendFile(request, response, next, portalDir, files, html, REVALIDATE);
  });
}

function sendFile(
  request: Request,
  response: Response,
  next: NextFunction,
  portalDir: string,
  files: Set<string>,
  path: string,
  cacheControl: string,
): void {
  const encoding = files.has(`${path}.br`) || files.has(`${path}.gz`) ? acceptedEncoding(request, path, files) : null;
  const served = encoding === 'br' ? `${path}.br` : encoding === 'gzip' ? `${path}.gz` : path;
  response.setHeader('Cache-Control', cacheControl);
  if (files.has(`${path}.br`) || files.has(`${path}.gz`)) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.type(extname(path));
  response.sendFile(join(portalDir, served), { cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error && !response.headersSent) next(error);
  });
}

function acceptedEncoding(request: Request, path: string, files: Set<string>): 'br' | 'gzip' | null {
  const offered = [...(files.has(`${path}.br`) ? ['br'] : []), ...(files.has(`${path}.gz`) ? ['gzip'] : [])];
  const chosen = request.acceptsEncodings([...offered, 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** The request path as a file name relative to the portal, or null for anything odd. */
function safePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null;
  return decoded.replace(/^\/+/, '');
}

function listFiles(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (current: string) => {
    let names: string[];
    try {
      names = readdirSync(current);
    } catch {
      return;
    }
    for (const name of names) {
      // Build metadata (.vite/manifest.json) is not for browsers.
      if (name.startsWith('.')) continue;
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.add(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}
