import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPlanSignalDelay1795453196728 implements MigrationInterface {
  name = 'AddPlanSignalDelay1795453196728';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `plans` ADD `signalDelayMinutes` int NOT NULL DEFAULT '0'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `plans` DROP COLUMN `signalDelayMinutes`");
  }
}
