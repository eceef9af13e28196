/**
 * Writes a migration per driver for whatever the entities have that the migrations lack:
 *   npm run migration:generate -- AddSomething
 * SQLite is compared in a throw-away file; MySQL in a throw-away database on
 * MIGRATION_MYSQL_URL (default mariadb://root@127.0.0.1:3306; mysql://… for a MySQL server).
 */
import 'reflect-metadata';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Give the migration a PascalCase name: npm run migration:generate -- AddPayments');
  process.exit(1);
}
const sourceDir = fileURLToPath(new URL('../../../server/src/database/migrations/', import.meta.url));
const timestamp = Date.now();
const className = `${name}${timestamp}`;

async function pendingQueries(dataSource: DataSource) {
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    return await dataSource.driver.createSchemaBuilder().log();
  } finally {
    await dataSource.destroy();
  }
}

function render(queries: Awaited<ReturnType<typeof pendingQueries>>): string {
  const line = (query: { query: string; parameters?: unknown[] }) =>
    `    await queryRunner.query(${JSON.stringify(query.query)}${query.parameters?.length ? `, ${JSON.stringify(query.parameters)}` : ''});`;
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${queries.upQueries.map(line).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${[...queries.downQueries].reverse().map(line).join('\n')}
  }
}
`;
}

function register(driver: 'sqlite' | 'mysql', queries: Awaited<ReturnType<typeof pendingQueries>>): void {
  if (queries.upQueries.length === 0) {
    console.log(`${driver}: entities and migrations already agree`);
    return;
  }
  const file = `${timestamp}-${name}`;
  writeFileSync(join(sourceDir, driver, `${file}.ts`), render(queries));
  writeIndex(driver);
  console.log(`${driver}: wrote migrations/${driver}/${file}.ts (${queries.upQueries.length} statements)`);
}

/** Rewrites index.ts so that it lists every migration file of the driver in order. */
function writeIndex(driver: 'sqlite' | 'mysql'): void {
  const dir = join(sourceDir, driver);
  const migrations = readdirSync(dir)
    .filter((file) => file !== 'index.ts' && file.endsWith('.ts'))
    .sort()
    .map((file) => ({
      file: file.replace(/\.ts$/, ''),
      className: /export class (\w+)/.exec(readFileSync(join(dir, file), 'utf8'))![1],
    }));
  const imports = migrations.map(({ file, className }) => `import { ${className} } from './${file}.js';`).join('\n');
  const list = migrations.map(({ className }) => className).join(', ');
  writeFileSync(join(dir, 'index.ts'), `${imports}\n\nexport const ${driver}Migrations = [${list}];\n`);
}

const sqliteDir = mkdtempSync(join(tmpdir(), 'migration-'));
try {
  register(
    'sqlite',
    await pendingQueries(
      new DataSource(dataSourceOptions({ type: 'better-sqlite3', file: join(sqliteDir, 'gen.sqlite') })),
    ),
  );
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const serverUrl = (process.env.MIGRATION_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const flavour = serverUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql';
const database = `migration_gen_${timestamp}`;
const admin = await createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
await admin.query(`CREATE DATABASE \`${database}\``);
try {
  register(
    'mysql',
    await pendingQueries(new DataSource(dataSourceOptions({ type: flavour, url: `${serverUrl}/${database}` }))),
  );
} finally {
  await admin.query(`DROP DATABASE \`${database}\``);
  await admin.end();
}
