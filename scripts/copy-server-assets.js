// tsc compiles the server's TypeScript only; the data files beside it (the signal model and its
// back-test report, the recorded calendar the demo news source replays) are read at run time, so
// the build copies them next to the compiled code, and the Expert Advisor the server hands out
// (made out to its address) beside the module that serves it.
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const source = 'server/src';
const target = 'dist/server';
const DATA_FILES = ['.json', '.csv.gz'];

function copyData(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copyData(path);
    else if (DATA_FILES.some((ending) => entry.name.endsWith(ending)))
      cpSync(path, join(target, relative(source, path)));
  }
}
copyData(source);
cpSync('integrations/metatrader5/SignalDesk.mq5', join(target, 'ea', 'SignalDesk.mq5'));
