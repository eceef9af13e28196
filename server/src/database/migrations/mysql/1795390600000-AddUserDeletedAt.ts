import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserDeletedAt1795390600000 implements MigrationInterface {
  name = 'AddUserDeletedAt1795390600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `deletedAt` datetime(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `deletedAt`');
  }
}
