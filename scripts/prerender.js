/**
 * Pre-renders the public pages after `vite build` (part of `npm run build:portal`): builds
 * portal/src/prerender.tsx for Node into dist/prerender/prerender.js and runs it for each page of
 * PRERENDERED_PAGES, before any plan is known (plans show their loading state), writing the page
 * with brotli and gzip copies. The bundle stays: the server runs it again for the pages with plan
 * cards, with the plans in its database. The server sends a pre-rendered page for its route and
 * index.html for every other one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(join(serverBundleDir, 'prerender.js')).href);
const template = readFileSync(join(portalDir, 'index.html'), 'utf8');

for (const { path, file } of PRERENDERED_PAGES) {
  // Written once and served many times: the smallest brotli copy.
  const page = await renderPage(path, { template, brotliQuality: 11 });
  const target = join(portalDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, page.html);
  writeFileSync(`${target}.br`, page.br);
  writeFileSync(`${target}.gz`, page.gzip);
  console.log(`Pre-rendered ${path} → ${file} (${(page.html.length / 1024).toFixed(1)} KB)`);
}
