import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSubscriptionsAndAccounts1795310895799 implements MigrationInterface {
  name = 'CreateSubscriptionsAndAccounts1795310895799';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `mt_accounts` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `mtId` varchar(20) NOT NULL, UNIQUE INDEX `UQ_mt_accounts_user_mt` (`userId`, `mtId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `subscriptions` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `planType` varchar(16) NOT NULL, `hasChosenPlan` tinyint NOT NULL DEFAULT 1, `status` varchar(16) NOT NULL DEFAULT 'PENDING', `billingCycle` varchar(8) NULL, `startedAt` datetime(3) NULL, `expiresAt` datetime(3) NULL, `cancelledAt` datetime(3) NULL, `amountPaid` decimal(12,2) NULL, `currencyPaid` varchar(16) NULL, UNIQUE INDEX `IDX_fbdba4e2ac694cf8c9cecf4dc8` (`userId`), UNIQUE INDEX `REL_fbdba4e2ac694cf8c9cecf4dc8` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD CONSTRAINT `FK_b8e72ee738a4d268e82fbb18a38` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `subscriptions` ADD CONSTRAINT `FK_fbdba4e2ac694cf8c9cecf4dc84` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `subscriptions` DROP FOREIGN KEY `FK_fbdba4e2ac694cf8c9cecf4dc84`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP FOREIGN KEY `FK_b8e72ee738a4d268e82fbb18a38`");
    await queryRunner.query("DROP INDEX `REL_fbdba4e2ac694cf8c9cecf4dc8` ON `subscriptions`");
    await queryRunner.query("DROP INDEX `IDX_fbdba4e2ac694cf8c9cecf4dc8` ON `subscriptions`");
    await queryRunner.query("DROP TABLE `subscriptions`");
    await queryRunner.query("DROP INDEX `UQ_mt_accounts_user_mt` ON `mt_accounts`");
    await queryRunner.query("DROP TABLE `mt_accounts`");
  }
}
