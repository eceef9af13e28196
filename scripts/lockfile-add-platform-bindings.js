// npm 11.16+ leaves optional platform bindings that the registry does not serve out of
// package-lock.json, then `npm ci` rejects that lock as out of sync. This adds a platform-tagged
// entry for each missing binding of the packages below, so `npm ci` skips them by os/cpu.
// Run it after an `npm install` that changed the lock: node scripts/lockfile-add-platform-bindings.js
import { readFileSync, writeFileSync } from 'node:fs';

const PARENTS = ['node_modules/unrs-resolver'];
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const parentKey of PARENTS) {
  const parent = lock.packages[parentKey];
  if (!parent) continue;
  for (const name of Object.keys(parent.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const [os, cpu, abi] = name.split('-binding-')[1].split('-');
    const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
    lock.packages[key] = {
      version: parent.version,
      cpu: [cpu],
      dev: parent.dev,
      ...(libc && { libc }),
      license: parent.license,
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform binding entries`);
