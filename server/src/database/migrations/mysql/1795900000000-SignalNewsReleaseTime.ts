import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignalNewsReleaseTime1795900000000 implements MigrationInterface {
  name = 'SignalNewsReleaseTime1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `signals` ADD `newsReleaseAt` datetime(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `signals` DROP COLUMN `newsReleaseAt`');
  }
}
