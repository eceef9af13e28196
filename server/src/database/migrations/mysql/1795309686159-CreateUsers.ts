import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1795309686159 implements MigrationInterface {
  name = 'CreateUsers1795309686159';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `email` varchar(254) NOT NULL, `phone` varchar(32) NULL, `passwordHash` varchar(255) NULL, `googleSub` varchar(255) NULL, `role` varchar(16) NOT NULL DEFAULT 'user', `firstName` varchar(80) NULL, `lastName` varchar(80) NULL, `disabledAt` datetime(3) NULL, UNIQUE INDEX `IDX_97672ac88f789774dd47f7c8be` (`email`), UNIQUE INDEX `IDX_980a19e1db3caa55d366a4e216` (`googleSub`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `refresh_tokens` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `tokenHash` varchar(64) NOT NULL, `familyId` varchar(36) NOT NULL, `expiresAt` datetime(3) NOT NULL, `revokedAt` datetime(3) NULL, `replacedById` int NULL, INDEX `IDX_40e9a8b923a1b3fb4429a5c624` (`familyId`), UNIQUE INDEX `IDX_c25bc63d248ca90e8dcc1d92d0` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `refresh_tokens` ADD CONSTRAINT `FK_610102b60fea1455310ccd299de` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `refresh_tokens` DROP FOREIGN KEY `FK_610102b60fea1455310ccd299de`");
    await queryRunner.query("DROP INDEX `IDX_c25bc63d248ca90e8dcc1d92d0` ON `refresh_tokens`");
    await queryRunner.query("DROP INDEX `IDX_40e9a8b923a1b3fb4429a5c624` ON `refresh_tokens`");
    await queryRunner.query("DROP TABLE `refresh_tokens`");
    await queryRunner.query("DROP INDEX `IDX_980a19e1db3caa55d366a4e216` ON `users`");
    await queryRunner.query("DROP INDEX `IDX_97672ac88f789774dd47f7c8be` ON `users`");
    await queryRunner.query("DROP TABLE `users`");
  }
}
