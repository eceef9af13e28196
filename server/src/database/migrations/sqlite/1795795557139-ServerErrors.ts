import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServerErrors1795795557139 implements MigrationInterface {
  name = 'ServerErrors1795795557139';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"server_errors\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"reference\" varchar(128) NOT NULL, \"method\" varchar(16) NOT NULL, \"path\" varchar(200) NOT NULL, \"status\" integer NOT NULL, \"userId\" integer, \"replica\" varchar(64) NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_server_errors_reference\" ON \"server_errors\" (\"reference\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_server_errors_reference\"");
    await queryRunner.query("DROP TABLE \"server_errors\"");
  }
}
