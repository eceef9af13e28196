import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionSecondFactor1795637312941 implements MigrationInterface {
  name = 'SessionSecondFactor1795637312941';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `refresh_tokens` ADD `secondFactor` tinyint NOT NULL DEFAULT 0");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `refresh_tokens` DROP COLUMN `secondFactor`");
  }
}
