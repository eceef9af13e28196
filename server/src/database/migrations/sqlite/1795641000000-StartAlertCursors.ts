import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alert fan-out's cursors, where each source stands now (no alerts about the past), so that the
 * jobs' first runs only read them: the newest signal, outcomes and payments from now on, Telegram
 * updates from the bot's first. An install whose jobs already made them keeps its own.
 */
const NOW = "strftime('%Y-%m-%d %H:%M:%f', 'now')";
const CURSORS = [
  ['new-signals', '(SELECT COALESCE(MAX("id"), 0) FROM "signals")', 'NULL'],
  ['signal-outcomes', '0', NOW],
  ['payments-confirmed', '0', NOW],
  ['telegram-updates', '0', 'NULL'],
] as const;

export class StartAlertCursors1795641000000 implements MigrationInterface {
  name = 'StartAlertCursors1795641000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, position, at] of CURSORS) {
      await queryRunner.query(
        `INSERT OR IGNORE INTO "alert_cursors" ("createdAt", "updatedAt", "name", "position", "at") VALUES (${NOW}, ${NOW}, ?, ${position}, ${at})`,
        [name],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "alert_cursors" WHERE "name" IN (${CURSORS.map(() => '?').join(', ')})`, [
      ...CURSORS.map(([name]) => name),
    ]);
  }
}
