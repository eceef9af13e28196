import { createConnection } from 'mysql2/promise';
import { DEFAULT_PLANS } from '../../server/src/plans/default-plans.js';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';
import { createTestDatabase } from '../support/test-database.js';

const REPLICAS = 3;
const ROUNDS = 5;

// Several processes on one database is a MySQL/MariaDB deployment; SQLite is one process.
(process.env.DATABASE_URL ? describe : describe.skip)('replicas starting together on an empty database', () => {
  beforeAll(() => ensureServerBuild(), 240_000);

  it(`${REPLICAS} replicas started at once, ${ROUNDS} times: all healthy, one admin, one copy of each plan`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const database = await createTestDatabase();
      const servers: ServerProcess[] = [];
      try {
        const started = await Promise.allSettled(
          Array.from({ length: REPLICAS }, () =>
            startServerProcess(serverEnv(database.databaseUrl, database.dataDir), database.dataDir),
          ),
        );
        for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
        expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(
          Array(REPLICAS).fill('started'),
        );
        for (const server of servers) {
          const health = await fetch(`${server.url}/api/health`);
          expect(health.status).toBe(200);
          expect(server.output()).not.toMatch(/already exists|Duplicate entry|Unable to connect/);
        }
        const connection = await createConnection(database.databaseUrl!.replace(/^mariadb:/, 'mysql:'));
        try {
          const [admins] = await connection.query("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'");
          expect(Number((admins as Array<{ n: number }>)[0].n)).toBe(1);
          const [plans] = await connection.query('SELECT planType, COUNT(*) AS n FROM plans GROUP BY planType');
          expect(
            Object.fromEntries(
              (plans as Array<{ planType: string; n: number }>).map((row) => [row.planType, Number(row.n)]),
            ),
          ).toEqual(Object.fromEntries(DEFAULT_PLANS.map((plan) => [plan.planType, 1])));
        } finally {
          await connection.end();
        }
      } finally {
        servers.forEach((server) => server.kill('SIGKILL'));
        await Promise.all(servers.map((server) => server.exited));
        await database.drop();
      }
    }
    console.log(`Replicas started together: ${ROUNDS} rounds of ${REPLICAS}, ${ROUNDS * REPLICAS} in all, all healthy`);
  }, 300_000);
});
