import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignalNewsReleaseTime1795900000000 implements MigrationInterface {
  name = 'SignalNewsReleaseTime1795900000000';

  // A plain ADD COLUMN: rebuilding the signals table would cascade to the trades that refer to it.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "signals" ADD COLUMN "newsReleaseAt" datetime(3)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "signals" DROP COLUMN "newsReleaseAt"');
  }
}
