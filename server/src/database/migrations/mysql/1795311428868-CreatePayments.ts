import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePayments1795311428868 implements MigrationInterface {
  name = 'CreatePayments1795311428868';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `payments` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `planType` varchar(16) NOT NULL, `billingCycle` varchar(8) NOT NULL, `priceAmount` decimal(12,2) NOT NULL, `priceCurrency` varchar(8) NOT NULL, `payCurrency` varchar(20) NOT NULL, `payAmount` varchar(40) NULL, `actuallyPaid` varchar(40) NULL, `payAddress` varchar(200) NULL, `provider` varchar(16) NOT NULL, `providerPaymentId` varchar(64) NULL, `status` varchar(20) NOT NULL, `confirmedAt` datetime(3) NULL, `activatedAt` datetime(3) NULL, `subscriptionId` int NULL, INDEX `IDX_d35cb3c13a18e1ea1705b2817b` (`userId`), UNIQUE INDEX `IDX_50d2f08323fc3531369f2f4184` (`providerPaymentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `payments` ADD CONSTRAINT `FK_d35cb3c13a18e1ea1705b2817b1` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `payments` DROP FOREIGN KEY `FK_d35cb3c13a18e1ea1705b2817b1`");
    await queryRunner.query("DROP INDEX `IDX_50d2f08323fc3531369f2f4184` ON `payments`");
    await queryRunner.query("DROP INDEX `IDX_d35cb3c13a18e1ea1705b2817b` ON `payments`");
    await queryRunner.query("DROP TABLE `payments`");
  }
}
