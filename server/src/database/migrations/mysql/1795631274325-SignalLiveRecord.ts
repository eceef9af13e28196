import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignalLiveRecord1795631274325 implements MigrationInterface {
  name = 'SignalLiveRecord1795631274325';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `signals` ADD `expectation` text NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `settlementRule` varchar(16) NOT NULL DEFAULT 'tradable'");
    await queryRunner.query("ALTER TABLE `signals` ADD `fillPrice` decimal(18,5) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `filledAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `costPrice` decimal(18,5) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `resultRGross` decimal(6,2) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `oppositeResultR` decimal(6,2) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `delayedViewMinutes` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `signals` ADD `delayedFillPrice` decimal(18,5) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `delayedOutcome` varchar(8) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `delayedClosedAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `delayedResultR` decimal(6,2) NULL");
    // Signals closed before this rule were settled at the candle close, gross of cost: kept, marked, left out of the figures.
    await queryRunner.query("UPDATE `signals` SET `settlementRule` = 'published-close' WHERE `outcome` <> 'OPEN'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `delayedResultR`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `delayedClosedAt`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `delayedOutcome`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `delayedFillPrice`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `delayedViewMinutes`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `oppositeResultR`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `resultRGross`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `costPrice`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `filledAt`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `fillPrice`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `settlementRule`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `expectation`");
  }
}
