// Runs the browser suite in Chromium. Without Chromium it says so loudly and skips, unless
// REQUIRE_BROWSER_TESTS=1, when a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.error('  Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(process.env.REQUIRE_BROWSER_TESTS === '1' ? 1 : 0);
}

const result = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'browser',
    '--runInBand',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
