import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserTokenGeneration1795388807262 implements MigrationInterface {
  name = 'AddUserTokenGeneration1795388807262';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `users` ADD `tokenGeneration` int NOT NULL DEFAULT '0'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `tokenGeneration`");
  }
}
