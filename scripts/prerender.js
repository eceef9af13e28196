/**
 * Pre-renders the public pages after `vite build` (part of `npm run build:portal`): builds
 * portal/src/prerender.tsx for Node, renders each page of PRERENDERED_PAGES, in the dark theme
 * and (in a template the guard script swaps in) the light one, into the built index.html with its styles, the guard script (which starts the portal's code after the first
 * paint) and its title, its form controls disabled, and writes it with brotli and gzip copies. The server sends a pre-rendered page for its route and index.html for every other one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defaultServerConditions } from 'vite';

const root = join(import.meta.dirname, '..');
const portalDir = join(root, 'dist', 'portal');
const serverBundleDir = join(root, 'dist', 'prerender');

await build({
  configFile: join(root, 'portal', 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: serverBundleDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
  },
  // One self-contained file: MUI's icon and component paths are not all loadable by Node as they are.
  // `#domain/*` from the shared rules' TypeScript source, as in the browser build.
  ssr: { noExternal: true, resolve: { conditions: ['signaldesk-source', ...defaultServerConditions] } },
});

// The browser globals the pre-render reads: a visitor with nothing stored.
const memory = new Map();
globalThis.localStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => memory.set(key, String(value)),
  removeItem: (key) => memory.delete(key),
  clear: () => memory.clear(),
};

const { prerender, PRERENDERED_PAGES, PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE, PRERENDER_LIGHT_TEMPLATE_ID } =
  await import(pathToFileURL(join(serverBundleDir, 'prerender.js')).href);
const template = readFileSync(join(portalDir, 'index.html'), 'utf8');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The portal's entry script, started by the guard script after the first paint instead of by the
// parser (its chunks are then fetched by the entry, not preloaded ahead of the paint).
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
if (!entry) throw new Error('index.html names no module entry script');
const shell = template
  .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
/** Form controls of the picture, disabled until the portal replaces it. */
const disableControls = (html) => html.replace(/<(input|button|textarea|select)(?=[\s>])/g, '<$1 disabled');

/** The page as a visitor in `colorMode` sees it (the portal reads the choice from storage). */
async function prerenderIn(path, colorMode) {
  localStorage.setItem('colorMode', colorMode);
  return prerender(path);
}

for (const { path, file } of PRERENDERED_PAGES) {
  const dark = await prerenderIn(path, 'dark');
  const light = await prerenderIn(path, 'light');
  const head =
    `<meta name="portal-entry" content="${entry}">` +
    `<script>${PRERENDER_GUARD_SCRIPT}</script>` +
    `<style>${PRERENDER_GUARD_STYLE}</style>` +
    `<style data-prerender>${dark.css}</style>`;
  // The light picture stays inert in a template until the guard script swaps it in.
  const root =
    `<div id="root" data-prerendered>${disableControls(dark.html)}</div>` +
    `<template id="${PRERENDER_LIGHT_TEMPLATE_ID}"><style>${light.css}</style>${disableControls(light.html)}</template>`;
  const html = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(dark.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', root);
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const target = join(portalDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`Pre-rendered ${path} → ${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
rmSync(serverBundleDir, { recursive: true, force: true });
// The pre-render's query client keeps a garbage-collection timer (minutes) that would hold Node open.
process.exit(0);
