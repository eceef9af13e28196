import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { leanImports } from './build/lean-imports';

const portalRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: portalRoot,
  plugins: [react(), leanImports(), precompress()],
  // `#domain/*` (package.json "imports") resolves to the shared rules' TypeScript source.
  resolve: { conditions: ['signaldesk-source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('../dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-budget.js; the server does not serve dot folders.
    manifest: true,
    // Everything the entry loads before the first page can draw, in one file. Left to automatic
    // splitting, the entry's modules that lazy pages share became a dozen small chunks, which
    // compress worse than one (140 KB gzip against 131 for the same code); the pages import them
    // from this chunk instead, and it holds nothing the entry does not load anyway.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'landing', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev:server); the portal calls it same-origin,
    // and the Expert Advisor's download, which the server makes out to its own address.
    proxy: { '/api': 'http://localhost:3000', '/downloads': 'http://localhost:3000' },
  },
});

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost; scripts and styles are always copied. */
const MIN_BYTES = 1024;
const ALWAYS_COMPRESSED = /\.(js|mjs|css)$/;

/** Writes a brotli (.br) and a gzip (.gz) copy of every text file of the build, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'signaldesk-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      // The pre-render's server bundle (scripts/prerender.js) is run once at build, never served.
      if (!outDir) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES && !ALWAYS_COMPRESSED.test(file)) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
