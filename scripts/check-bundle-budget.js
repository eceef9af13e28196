/**
 * The portal's bundle budget, in bytes (run after `npm run build:portal`; part of `npm test`):
 *   - the JavaScript the landing page loads before it can draw (the entry and everything it
 *     imports statically) stays within LANDING_JS_BUDGET gzip bytes;
 *   - react-admin, the chart library and the query library never reach the landing page's load
 *     (it reads its plans and figures without it), and react-admin never reaches any page
 *     outside /admin.
 * It reads Vite's manifest for the chunk graph and each chunk's source map for what is inside.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LANDING_JS_BUDGET = 130 * 1024;
const ADMIN_PACKAGES = /node_modules\/(react-admin|ra-[a-z-]+)\//;
const CHART_PACKAGES = /node_modules\/(lightweight-charts|fancy-canvas)\//;
const QUERY_PACKAGES = /node_modules\/@tanstack\//;

const portalDir = join(import.meta.dirname, '..', 'dist', 'portal');
const manifestFile = join(portalDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No portal build to check: run `npm run build:portal` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk and everything it imports statically: what loads before the page can draw. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const packagesIn = (key) => {
  const map = join(portalDir, `${manifest[key].file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};
const gzipBytes = (key) => gzipSync(readFileSync(join(portalDir, manifest[key].file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const problems = [];
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = [...closure(entry)].filter((key) => manifest[key].file.endsWith('.js'));
const landingBytes = landing.reduce((sum, key) => sum + gzipBytes(key), 0);
console.log(
  `Landing page JavaScript: ${kb(landingBytes)} gzip in ${landing.length} files (budget ${kb(LANDING_JS_BUDGET)})`,
);
if (landingBytes > LANDING_JS_BUDGET)
  problems.push(
    `the landing page loads ${kb(landingBytes)} of JavaScript (gzip), over its ${kb(LANDING_JS_BUDGET)} budget`,
  );
for (const key of landing) {
  const sources = packagesIn(key);
  if (sources.some((source) => ADMIN_PACKAGES.test(source)))
    problems.push(`react-admin is in the landing page's load (${manifest[key].file})`);
  if (sources.some((source) => CHART_PACKAGES.test(source)))
    problems.push(`the chart library is in the landing page's load (${manifest[key].file})`);
  if (sources.some((source) => QUERY_PACKAGES.test(source)))
    problems.push(`the query library is in the landing page's load (${manifest[key].file})`);
}

// Every page outside /admin, as its route loads it: the entry's files plus the page's own.
const pages = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('src/pages/') && !key.includes('src/admin/'),
);
for (const page of pages) {
  const files = new Set([...closure(entry), ...closure(page)]);
  const bytes = [...files]
    .filter((key) => manifest[key].file.endsWith('.js'))
    .reduce((sum, key) => sum + gzipBytes(key), 0);
  const admin = [...files].filter((key) => packagesIn(key).some((source) => ADMIN_PACKAGES.test(source)));
  console.log(`  ${page.replace(/^.*src\/pages\//, '')}: ${kb(bytes)} gzip`);
  if (admin.length) problems.push(`react-admin reaches ${page} (${admin.map((key) => manifest[key].file).join(', ')})`);
}

if (problems.length) {
  console.error(`\nBundle budget exceeded:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle budget: within limits.');
