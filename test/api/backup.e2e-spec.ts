import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { ensureServerBuild, startServerProcess } from '../support/server-process.js';
import { serverEnv } from '../support/server-env.js';

const run = promisify(execFile);
const COMMAND = resolve(import.meta.dirname, '../../dist/server/database/backup-command.js');

/** SQLite only: MySQL/MariaDB are backed up with mysqldump (docs/deployment.md). */
(process.env.DATABASE_URL ? describe.skip : describe)('backup and restore of the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signals-backup-'));
  const restoredDir = mkdtempSync(join(tmpdir(), 'signals-restored-'));
  beforeAll(() => ensureServerBuild(), 240_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
  });

  const users = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT email FROM users ORDER BY id').all() as Array<{ email: string }>).map(
        (row) => row.email,
      );
    } finally {
      db.close();
    }
  };

  it('backs up while sign-ups keep writing, and the restored copy starts and holds every account of the moment', async () => {
    const server = await startServerProcess(serverEnv(undefined, dataDir), dataDir);
    let writing = true;
    let signedUp = 0;
    const writer = (async () => {
      while (writing) {
        const email = `writer${signedUp}@example.com`;
        const answer = await fetch(`${server.url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.${signedUp % 250}.1` },
          body: JSON.stringify({ email, password: 'secret-password' }),
        });
        if (answer.status === 201) signedUp += 1;
      }
    })();
    while (signedUp < 5) await new Promise((done) => setTimeout(done, 50));
    const backup = join(dataDir, 'backups', 'copy.sqlite');
    const env = { PATH: process.env.PATH ?? '', ...serverEnv(undefined, dataDir) };
    const made = await run(process.execPath, [COMMAND, 'backup', backup], { env, cwd: dataDir });
    expect(made.stdout).toMatch(/integrity ok/);
    while (signedUp < 10) await new Promise((done) => setTimeout(done, 50));
    writing = false;
    await writer;
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const inBackup = users(backup);
    const live = users(join(dataDir, 'app.sqlite'));
    // A consistent snapshot: a prefix of what was written, taken while writes went on.
    expect(inBackup.length).toBeGreaterThanOrEqual(6);
    expect(inBackup.length).toBeLessThan(live.length);
    expect(live.slice(0, inBackup.length)).toEqual(inBackup);

    const restoredEnv = { PATH: process.env.PATH ?? '', ...serverEnv(undefined, restoredDir) };
    const restored = await run(process.execPath, [COMMAND, 'restore', backup], { env: restoredEnv, cwd: restoredDir });
    expect(restored.stdout).toMatch(/Restored/);
    const again = await startServerProcess(serverEnv(undefined, restoredDir), restoredDir);
    try {
      const login = await fetch(`${again.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: inBackup.at(-1), password: 'secret-password' }),
      });
      expect(login.status).toBe(200);
    } finally {
      again.kill('SIGTERM');
      await again.exited;
    }
    console.log(
      `Backup under writes: ${inBackup.length} of ${live.length} accounts in the snapshot, restored and signed in`,
    );
  }, 240_000);
});
