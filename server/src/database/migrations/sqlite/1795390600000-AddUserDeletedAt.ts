import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserDeletedAt1795390600000 implements MigrationInterface {
  name = 'AddUserDeletedAt1795390600000';

  // A plain ADD COLUMN: rebuilding the users table would cascade to every row that refers to it.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "deletedAt" datetime(3)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "deletedAt"');
  }
}
