import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUserSettings1795389396865 implements MigrationInterface {
  name = 'CreateUserSettings1795389396865';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `user_settings` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` int NOT NULL, `timeZone` varchar(64) NULL, `calendarTokenHash` varchar(64) NULL, `calendarTokenCreatedAt` datetime(3) NULL, UNIQUE INDEX `UQ_user_settings_user` (`userId`), UNIQUE INDEX `UQ_user_settings_calendar_token` (`calendarTokenHash`), UNIQUE INDEX `REL_986a2b6d3c05eb4091bb8066f7` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `user_settings` ADD CONSTRAINT `FK_986a2b6d3c05eb4091bb8066f78` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_settings` DROP FOREIGN KEY `FK_986a2b6d3c05eb4091bb8066f78`");
    await queryRunner.query("DROP INDEX `REL_986a2b6d3c05eb4091bb8066f7` ON `user_settings`");
    await queryRunner.query("DROP INDEX `UQ_user_settings_calendar_token` ON `user_settings`");
    await queryRunner.query("DROP INDEX `UQ_user_settings_user` ON `user_settings`");
    await queryRunner.query("DROP TABLE `user_settings`");
  }
}
