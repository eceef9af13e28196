import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditEntries1795312482826 implements MigrationInterface {
  name = 'CreateAuditEntries1795312482826';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"audit_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"actorId\" integer NOT NULL, \"actorEmail\" varchar(254) NOT NULL, \"action\" varchar(64) NOT NULL, \"targetType\" varchar(32) NOT NULL, \"targetId\" integer NOT NULL, \"details\" text NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_3426e518626e2affdad2e44158\" ON \"audit_entries\" (\"targetType\", \"targetId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_3426e518626e2affdad2e44158\"");
    await queryRunner.query("DROP TABLE \"audit_entries\"");
  }
}
