/**
 * Writes the API contract and the portal's types generated from it:
 *   npm run api:generate   writes portal/src/api/openapi.json and portal/src/api/openapi.d.ts
 *   npm run api:check      fails when the committed files differ from what the code produces
 * The document comes from the application built in-process on a throw-away SQLite file: no
 * running server and no database server needed.
 */
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument, sortKeys } from './openapi-document.js';

const API_DIR = fileURLToPath(new URL('../../../portal/src/api/', import.meta.url));
const FILES = { document: 'openapi.json', types: 'openapi.d.ts' } as const;
const TYPES_HEADER = `/**
 * Generated from openapi.json by \`npm run api:generate\`: do not edit by hand.
 * The server's response DTOs are the source; regenerate after changing them.
 */

`;

async function contract(): Promise<Record<keyof typeof FILES, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signals-contract-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SCHEDULER_ENABLED: 'false',
    });
    const app = await createApp(config);
    try {
      const document = sortKeys(buildOpenApiDocument(app));
      const types = astToString(await openapiTS(structuredClone(document) as never));
      return { document: `${JSON.stringify(document, null, 2)}\n`, types: TYPES_HEADER + types };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const produced = await contract();
if (process.argv.includes('--check')) {
  const stale = Object.entries(FILES).filter(
    ([key, file]) => readOrEmpty(join(API_DIR, file)) !== produced[key as keyof typeof FILES],
  );
  if (stale.length) {
    console.error(
      `The API contract is out of date: ${stale.map(([, file]) => `portal/src/api/${file}`).join(', ')}.\n` +
        'Run `npm run api:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('The API contract and the portal types match the server.');
} else {
  for (const [key, file] of Object.entries(FILES))
    writeFileSync(join(API_DIR, file), produced[key as keyof typeof FILES]);
  console.log(`Wrote portal/src/api/${FILES.document} and portal/src/api/${FILES.types}.`);
}
