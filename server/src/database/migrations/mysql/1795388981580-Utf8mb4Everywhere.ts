import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables created before this took the server's default character set, which is latin1 on many
 * MySQL 5.7 hosts and MariaDB before 11.6: a Cyrillic e-mail or an emoji could not be stored.
 * The database default and every table become utf8mb4, so what a person types reads back exactly.
 */
export class Utf8mb4Everywhere1795388981580 implements MigrationInterface {
  name = 'Utf8mb4Everywhere1795388981580';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ name }] = await queryRunner.query('SELECT DATABASE() AS name');
    await queryRunner.query(`ALTER DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const tables: Array<{ name: string }> = await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_COLLATION <> 'utf8mb4_unicode_ci'`,
    );
    for (const table of tables) {
      await queryRunner.query(`ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  }

  async down(): Promise<void> {
    // Converting back would lose every character outside the old set; utf8mb4 stays.
  }
}
