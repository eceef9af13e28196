import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../server/src/app.factory.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { FakeClock } from './fake-clock.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  clock: FakeClock;
  http: TestAgent;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real application, in-process, on a fresh database of the configured driver. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions & { database?: TestDatabaseOptions } = {},
): Promise<TestApp> {
  const { database: databaseOptions, ...appOptions } = options;
  const database = await createTestDatabase(databaseOptions);
  const testApp = await startTestAppOn(database, env, appOptions);
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      await database.drop();
    },
  };
}

/** The application on a database that already exists: replicas share one; closing leaves it. */
export async function startTestAppOn(
  database: TestDatabase,
  env: Record<string, string> = {},
  appOptions: CreateAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'silent',
    SCHEDULER_ENABLED: 'false',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...env,
  });
  const clock = appOptions.clock instanceof FakeClock ? appOptions.clock : new FakeClock();
  const app = await createApp(config, { ...appOptions, clock });
  await app.init();
  // Fastify loads its plugins (security headers, compression, static files) when it gets ready.
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    clock,
    http: request(app.getHttpServer()),
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}
