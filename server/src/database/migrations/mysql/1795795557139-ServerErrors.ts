import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServerErrors1795795557139 implements MigrationInterface {
  name = 'ServerErrors1795795557139';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `server_errors` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `reference` varchar(128) NOT NULL, `method` varchar(16) NOT NULL, `path` varchar(200) NOT NULL, `status` int NOT NULL, `userId` int NULL, `replica` varchar(64) NOT NULL, INDEX `IDX_server_errors_reference` (`reference`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_server_errors_reference` ON `server_errors`");
    await queryRunner.query("DROP TABLE `server_errors`");
  }
}
