// tsc compiles the server's TypeScript only; the JSON files beside it (the signal model and its
// back-test report) are read at run time, so the build copies them next to the compiled code.
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const source = 'server/src';
const target = 'dist/server';

function copyJson(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copyJson(path);
    else if (entry.name.endsWith('.json')) cpSync(path, join(target, relative(source, path)));
  }
}
copyJson(source);
