import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTwoFactorSignIn1795456461836 implements MigrationInterface {
  name = 'AddTwoFactorSignIn1795456461836';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `app_settings` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(64) NOT NULL, `value` text NOT NULL, UNIQUE INDEX `IDX_dabc627eef37867fd10af3a67b` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `recovery_codes` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `codeHash` varchar(64) NOT NULL, `usedAt` datetime(3) NULL, INDEX `IDX_8ee959087728f17dac81cb93dd` (`userId`, `codeHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `sign_in_challenges` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime(3) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `usedAt` datetime(3) NULL, UNIQUE INDEX `IDX_c023ee579414de8043fcb48f8b` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `two_factor_credentials` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `secretCiphertext` varchar(255) NOT NULL, `enabledAt` datetime(3) NULL, `lastUsedStep` int NULL, `recoverySalt` varchar(32) NULL, UNIQUE INDEX `UQ_two_factor_credentials_user` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `recovery_codes` ADD CONSTRAINT `FK_5ab5f51b1ca8fcc0073d76fd3d9` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `sign_in_challenges` ADD CONSTRAINT `FK_bb551a93ab2b6ff6e30e0e65c70` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `two_factor_credentials` ADD CONSTRAINT `FK_4aa86ec941beff58a1e0552ce01` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `two_factor_credentials` DROP FOREIGN KEY `FK_4aa86ec941beff58a1e0552ce01`");
    await queryRunner.query("ALTER TABLE `sign_in_challenges` DROP FOREIGN KEY `FK_bb551a93ab2b6ff6e30e0e65c70`");
    await queryRunner.query("ALTER TABLE `recovery_codes` DROP FOREIGN KEY `FK_5ab5f51b1ca8fcc0073d76fd3d9`");
    await queryRunner.query("DROP INDEX `UQ_two_factor_credentials_user` ON `two_factor_credentials`");
    await queryRunner.query("DROP TABLE `two_factor_credentials`");
    await queryRunner.query("DROP INDEX `IDX_c023ee579414de8043fcb48f8b` ON `sign_in_challenges`");
    await queryRunner.query("DROP TABLE `sign_in_challenges`");
    await queryRunner.query("DROP INDEX `IDX_8ee959087728f17dac81cb93dd` ON `recovery_codes`");
    await queryRunner.query("DROP TABLE `recovery_codes`");
    await queryRunner.query("DROP INDEX `IDX_dabc627eef37867fd10af3a67b` ON `app_settings`");
    await queryRunner.query("DROP TABLE `app_settings`");
  }
}
