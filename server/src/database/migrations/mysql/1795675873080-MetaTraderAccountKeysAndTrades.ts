import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MetaTraderAccountKeysAndTrades1795675873080 implements MigrationInterface {
  name = 'MetaTraderAccountKeysAndTrades1795675873080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `ea_trades` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `accountId` int NOT NULL, `signalId` int NOT NULL, `status` varchar(8) NOT NULL, `ticket` varchar(32) NULL, `volume` decimal(12,2) NULL, `fillPrice` decimal(18,5) NULL, `filledAt` datetime(3) NULL, `slippagePips` decimal(8,1) NULL, `skipReason` varchar(200) NULL, `closePrice` decimal(18,5) NULL, `closedAt` datetime(3) NULL, `profit` decimal(16,2) NULL, `resultR` decimal(8,2) NULL, UNIQUE INDEX `UQ_ea_trades_account_ticket` (`accountId`, `ticket`), UNIQUE INDEX `UQ_ea_trades_account_signal` (`accountId`, `signalId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `keyHash` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `keyPrefix` varchar(16) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `keyIssuedAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `accountCurrency` varchar(3) NOT NULL DEFAULT 'USD'");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `balance` decimal(16,2) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `riskPercent` decimal(5,2) NOT NULL DEFAULT '1.00'");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `maxOpenPositions` int NOT NULL DEFAULT '3'");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `symbolsOff` text NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `symbolPrefix` varchar(12) NOT NULL DEFAULT ''");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `symbolSuffix` varchar(12) NOT NULL DEFAULT ''");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `symbolMap` text NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `paused` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalSeenAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalBuild` int NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalBroker` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalCurrency` varchar(3) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalBalance` decimal(16,2) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalEquity` decimal(16,2) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalLotStep` decimal(8,4) NULL");
    await queryRunner.query("CREATE UNIQUE INDEX `UQ_mt_accounts_key_hash` ON `mt_accounts` (`keyHash`)");
    await queryRunner.query("ALTER TABLE `ea_trades` ADD CONSTRAINT `FK_b314243b778d87729bcd6ab34e6` FOREIGN KEY (`accountId`) REFERENCES `mt_accounts`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ea_trades` ADD CONSTRAINT `FK_cff55afbf0087f651c2c70345bc` FOREIGN KEY (`signalId`) REFERENCES `signals`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ea_trades` DROP FOREIGN KEY `FK_cff55afbf0087f651c2c70345bc`");
    await queryRunner.query("ALTER TABLE `ea_trades` DROP FOREIGN KEY `FK_b314243b778d87729bcd6ab34e6`");
    await queryRunner.query("DROP INDEX `UQ_mt_accounts_key_hash` ON `mt_accounts`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalLotStep`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalEquity`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalBalance`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalCurrency`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalBroker`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalBuild`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalSeenAt`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `paused`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `symbolMap`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `symbolSuffix`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `symbolPrefix`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `symbolsOff`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `maxOpenPositions`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `riskPercent`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `balance`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `accountCurrency`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `keyIssuedAt`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `keyPrefix`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `keyHash`");
    await queryRunner.query("DROP INDEX `UQ_ea_trades_account_signal` ON `ea_trades`");
    await queryRunner.query("DROP INDEX `UQ_ea_trades_account_ticket` ON `ea_trades`");
    await queryRunner.query("DROP TABLE `ea_trades`");
  }
}
