/**
 * npm run lighthouse: Lighthouse with its mobile defaults (a mid-range phone on a slow 4G link,
 * simulated) on the public pages /, /pricing and /login, against the production build served by
 * the real server on 127.0.0.1, in the Chromium the browser suites use. Prints performance and
 * accessibility scores and the paint timings. Timings are noisy: this is a measurement, not a
 * pass/fail check. LIGHTHOUSE_CHROMIUM names another browser binary.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing', '/login'];
const root = join(import.meta.dirname, '..');

/** Starts a child and resolves with the first match of `pattern` in its output. */
function startAndWatch(command, args, options, pattern) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const watch = (chunk) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) resolve({ child, match });
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${seen}`)));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'signals-lighthouse-'));
const children = [];
try {
  const server = await startAndWatch(
    process.execPath,
    [join(root, 'dist', 'server', 'main.js')],
    {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        JWT_REFRESH_SECRET: randomBytes(48).toString('base64url'),
        TOTP_ENCRYPTION_KEY: randomBytes(48).toString('base64url'),
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        LOG_LEVEL: 'warn',
      },
    },
    /running at http:\/\/localhost:(\d+)/,
  );
  children.push(server.child);
  const base = `http://127.0.0.1:${server.match[1]}`;

  const chromium = await startAndWatch(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--remote-debugging-port=0',
      `--user-data-dir=${join(dataDir, 'chromium')}`,
      'about:blank',
    ],
    {},
    /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//,
  );
  children.push(chromium.child);
  const port = Number(chromium.match[1]);

  const rows = [];
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    // An audit Lighthouse could not finish (a page too slow under load) has no value.
    const value = (id, format) => (audits[id]?.numericValue === undefined ? 'n/a' : format(audits[id].numericValue));
    const seconds = (id) => value(id, (ms) => `${(ms / 1000).toFixed(1)} s`);
    rows.push({
      page,
      performance: categories.performance.score === null ? 'n/a' : Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      FCP: seconds('first-contentful-paint'),
      LCP: seconds('largest-contentful-paint'),
      TBT: value('total-blocking-time', (ms) => `${Math.round(ms)} ms`),
      CLS: value('cumulative-layout-shift', (shift) => shift.toFixed(3)),
      'bytes on the wire': value('total-byte-weight', (bytes) => `${Math.round(bytes / 1024)} KB`),
    });
    const failing = Object.values(result.lhr.categories.accessibility.auditRefs)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) {
      const where = (audit.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean);
      console.log(`  ${page}: accessibility: ${audit.title}${where.length ? `\n    ${where.join('\n    ')}` : ''}`);
    }
  }
  console.log(`\nLighthouse ${'mobile defaults'} (simulated slow 4G, 4× CPU slowdown), ${new Date().toISOString()}:`);
  console.table(rows);
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
