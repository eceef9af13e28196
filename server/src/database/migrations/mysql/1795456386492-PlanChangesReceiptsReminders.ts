import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlanChangesReceiptsReminders1795456386492 implements MigrationInterface {
  name = 'PlanChangesReceiptsReminders1795456386492';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `renewal_reminders` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `kind` varchar(8) NOT NULL, `periodEnd` datetime(3) NOT NULL, `sentAt` datetime(3) NULL, `claimedUntil` datetime(3) NULL, `attempts` int NOT NULL DEFAULT '0', `lastError` varchar(255) NULL, UNIQUE INDEX `UQ_renewal_reminders_user_kind_period` (`userId`, `kind`, `periodEnd`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `payments` ADD `kind` varchar(8) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `listPrice` decimal(12,2) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `creditAmount` decimal(12,2) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `periodStart` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `periodEnd` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `creditedAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `receiptSentAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `receiptClaimedUntil` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `subscriptions` ADD `scheduledPlanType` varchar(16) NULL");
    await queryRunner.query("ALTER TABLE `subscriptions` ADD `scheduledBillingCycle` varchar(8) NULL");
    await queryRunner.query("ALTER TABLE `subscriptions` ADD `scheduledAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `renewal_reminders` ADD CONSTRAINT `FK_3c1e14c18424d867d4c23079e12` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `renewal_reminders` DROP FOREIGN KEY `FK_3c1e14c18424d867d4c23079e12`");
    await queryRunner.query("ALTER TABLE `subscriptions` DROP COLUMN `scheduledAt`");
    await queryRunner.query("ALTER TABLE `subscriptions` DROP COLUMN `scheduledBillingCycle`");
    await queryRunner.query("ALTER TABLE `subscriptions` DROP COLUMN `scheduledPlanType`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `receiptClaimedUntil`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `receiptSentAt`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `creditedAt`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `periodEnd`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `periodStart`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `creditAmount`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `listPrice`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `kind`");
    await queryRunner.query("DROP INDEX `UQ_renewal_reminders_user_kind_period` ON `renewal_reminders`");
    await queryRunner.query("DROP TABLE `renewal_reminders`");
  }
}
