import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAlerts1795456569457 implements MigrationInterface {
  name = 'AddAlerts1795456569457';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `alert_cursors` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(64) NOT NULL, `position` bigint NOT NULL DEFAULT '0', `at` datetime(3) NULL, UNIQUE INDEX `UQ_alert_cursors_name` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `alert_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `channel` varchar(16) NOT NULL, `event` varchar(32) NOT NULL, `dedupeKey` varchar(191) NOT NULL, `subject` varchar(200) NOT NULL, `text` text NOT NULL, `link` varchar(500) NULL, `data` text NOT NULL, `needsAccess` tinyint NOT NULL DEFAULT 0, `status` varchar(16) NOT NULL DEFAULT 'pending', `attempts` int NOT NULL DEFAULT '0', `nextAttemptAt` datetime(3) NOT NULL, `claimedUntil` datetime(3) NULL, `lastError` varchar(300) NULL, `sentAt` datetime(3) NULL, INDEX `IDX_alert_deliveries_user` (`userId`), UNIQUE INDEX `UQ_alert_deliveries_key` (`dedupeKey`), INDEX `IDX_alert_deliveries_due` (`status`, `nextAttemptAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `alert_settings` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `emailEnabled` tinyint NOT NULL DEFAULT 1, `telegramChatId` varchar(32) NULL, `telegramEnabled` tinyint NOT NULL DEFAULT 0, `telegramLinkCodeHash` varchar(64) NULL, `telegramLinkExpiresAt` datetime(3) NULL, `webhookUrl` varchar(500) NULL, `webhookSalt` varchar(64) NULL, `webhookEnabled` tinyint NOT NULL DEFAULT 0, `newSignals` tinyint NOT NULL DEFAULT 1, `signalCategories` text NOT NULL, `minConfidence` int NOT NULL DEFAULT '0', `signalOutcomes` tinyint NOT NULL DEFAULT 0, `highImpactNews` tinyint NOT NULL DEFAULT 0, `newsCurrencies` text NOT NULL, `subscriptionReminders` tinyint NOT NULL DEFAULT 1, `paymentConfirmed` tinyint NOT NULL DEFAULT 1, UNIQUE INDEX `UQ_alert_settings_user` (`userId`), UNIQUE INDEX `UQ_alert_settings_telegram_code` (`telegramLinkCodeHash`), UNIQUE INDEX `REL_26bad7861d4026bb22407614f7` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `alert_deliveries` ADD CONSTRAINT `FK_06330111559500e998ff0b3750e` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `alert_settings` ADD CONSTRAINT `FK_26bad7861d4026bb22407614f77` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `alert_settings` DROP FOREIGN KEY `FK_26bad7861d4026bb22407614f77`");
    await queryRunner.query("ALTER TABLE `alert_deliveries` DROP FOREIGN KEY `FK_06330111559500e998ff0b3750e`");
    await queryRunner.query("DROP INDEX `REL_26bad7861d4026bb22407614f7` ON `alert_settings`");
    await queryRunner.query("DROP INDEX `UQ_alert_settings_telegram_code` ON `alert_settings`");
    await queryRunner.query("DROP INDEX `UQ_alert_settings_user` ON `alert_settings`");
    await queryRunner.query("DROP TABLE `alert_settings`");
    await queryRunner.query("DROP INDEX `IDX_alert_deliveries_due` ON `alert_deliveries`");
    await queryRunner.query("DROP INDEX `UQ_alert_deliveries_key` ON `alert_deliveries`");
    await queryRunner.query("DROP INDEX `IDX_alert_deliveries_user` ON `alert_deliveries`");
    await queryRunner.query("DROP TABLE `alert_deliveries`");
    await queryRunner.query("DROP INDEX `UQ_alert_cursors_name` ON `alert_cursors`");
    await queryRunner.query("DROP TABLE `alert_cursors`");
  }
}
