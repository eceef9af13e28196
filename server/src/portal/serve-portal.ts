import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_PAGES } from '#domain/prerender-guard';
import { sendReadyBytes } from '../common/ready-json.js';
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
 * build when the browser accepts one (a file without copies is compressed as it is sent); a route
 * pre-rendered at build (landing, pricing, terms) gets its page, any other route the portal's
 * index.html.
 */
export async function servePortal(app: NestFastifyApplication, portalDir: string): Promise<void> {
  // Only reply.sendFile: which file answers a path is decided here, from the build's list.
  await app.register(fastifyStatic, { root: portalDir, serve: false, suppressWarning: true });
  let files = listFiles(portalDir);
  // Live pages: landing and pricing rendered again with the plans in the database (live-pages.ts).
  const livePages = new LivePages(app.get(PublicPlansCache), portalDir);
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      const urlPath = request.url.split('?', 1)[0];
      if (isApi(urlPath)) return reply.callNotFound();
      // A portal built after the server started is picked up.
      if (!files.has('index.html')) files = listFiles(portalDir);
      if (!files.has('index.html')) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The portal has not been built yet. Run `npm run build:portal`.');
      }
      const path = safePath(urlPath);
      if (path && files.has(path)) {
        const cacheControl = path.startsWith('assets/') ? IMMUTABLE : path.endsWith('.html') ? REVALIDATE : OTHER_FILES;
        return sendFile(request, reply, portalDir, files, path, cacheControl);
      }
      const route = urlPath.replace(/\/+$/, '') || '/';
      const page = PRERENDERED_FILES.get(route);
      const html = page && files.has(page) ? page : 'index.html';
      // Live pages: the re-rendered page when there is one, else the one written at build.
      const live = html === page ? await livePages.page(route) : undefined;
      if (live)
        return void sendReadyBytes(request.raw, reply.hijack().raw, live, REVALIDATE, 'text/html; charset=utf-8');
      return sendFile(request, reply, portalDir, files, html, REVALIDATE);
    });
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  portalDir: string,
  files: Set<string>,
  path: string,
  cacheControl: string,
): FastifyReply {
  const offered = [...(files.has(`${path}.br`) ? ['br'] : []), ...(files.has(`${path}.gz`) ? ['gzip'] : [])];
  const chosen = offered.length ? accepts(request.raw).encoding([...offered, 'identity']) : null;
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
  const served = encoding === 'br' ? `${path}.br` : encoding === 'gzip' ? `${path}.gz` : path;
  reply.header('Cache-Control', cacheControl);
  if (offered.length) reply.header('Vary', 'Accept-Encoding');
  // A copy is sent with the type of the file itself; any other file gets the type of its name.
  const copyType = encoding ? (COMPRESSED_TYPES[extname(path)] ?? 'application/octet-stream') : undefined;
  if (encoding) reply.header('Content-Encoding', encoding).type(copyType!);
  return reply.sendFile(served, portalDir, { cacheControl: false, contentType: !copyType, dotfiles: 'deny' });
}

/** The types of the files the build writes brotli and gzip copies of (portal/vite.config.ts). */
const COMPRESSED_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

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
