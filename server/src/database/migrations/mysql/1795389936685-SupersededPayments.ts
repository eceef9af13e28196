import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SupersededPayments1795389936685 implements MigrationInterface {
  name = 'SupersededPayments1795389936685';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `payments` ADD `supersededAt` datetime(3) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `supersededAt`");
  }
}
