import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAccountTokens1795390237832 implements MigrationInterface {
  name = 'AddAccountTokens1795390237832';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `account_tokens` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `purpose` varchar(24) NOT NULL, `tokenHash` varchar(64) NOT NULL, `newEmail` varchar(254) NULL, `expiresAt` datetime(3) NOT NULL, `usedAt` datetime(3) NULL, INDEX `IDX_a9387ea40bb1d8b66820443a16` (`userId`, `purpose`), UNIQUE INDEX `IDX_996110bad8e7252c44847d7ceb` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `account_tokens` ADD CONSTRAINT `FK_c846ac09be5a5f4feeb7314469f` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `account_tokens` DROP FOREIGN KEY `FK_c846ac09be5a5f4feeb7314469f`");
    await queryRunner.query("DROP INDEX `IDX_996110bad8e7252c44847d7ceb` ON `account_tokens`");
    await queryRunner.query("DROP INDEX `IDX_a9387ea40bb1d8b66820443a16` ON `account_tokens`");
    await queryRunner.query("DROP TABLE `account_tokens`");
  }
}
