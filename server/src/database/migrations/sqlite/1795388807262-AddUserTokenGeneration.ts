import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserTokenGeneration1795388807262 implements MigrationInterface {
  name = 'AddUserTokenGeneration1795388807262';

  // A plain ADD COLUMN: rebuilding the users table would cascade to every row that refers to it.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "tokenGeneration" integer NOT NULL DEFAULT (0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "tokenGeneration"');
  }
}
