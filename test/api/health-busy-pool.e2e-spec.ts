import { openRawSql, type RawSql } from '../support/raw-sql.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** More slow queries than the application's pool holds connections (mysql2's default is 10). */
const SLOW_QUERIES = 14;
const SLOW_SECONDS = 4;

/**
 * Found by the soak: a replica busy with slow work answered its health check 503 (the database
 * "not answering within 2 s", its probe waiting for a pooled connection), and the proxy took a
 * working replica out. The probe has a connection of its own.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('the health check while the pool is busy', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let raw: RawSql;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestAppOn(database);
    raw = await openRawSql(database);
  });
  afterAll(async () => {
    await raw?.close();
    await testApp?.close();
    await database?.drop();
  });

  it('says the database answers while every pooled connection is held by slow queries', async () => {
    const slow = Array.from({ length: SLOW_QUERIES }, () => testApp.dataSource.query(`SELECT SLEEP(${SLOW_SECONDS})`));
    // The pool is busy once the server runs as many sleeps as it can hand out connections.
    const running = async () =>
      (
        await raw.query<{ n: number }>(
          "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT SLEEP(%'",
        )
      )[0].n;
    while ((await running()) < 10) await new Promise((done) => setTimeout(done, 50));

    const health = await testApp.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database).toMatchObject({ ok: true });
    // The slow work was still under way when the health check answered.
    expect(await running()).toBeGreaterThanOrEqual(10);
    await Promise.all(slow);
  }, 30_000);
});
