import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionSecondFactor1795637312941 implements MigrationInterface {
  name = 'SessionSecondFactor1795637312941';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\"");
    await queryRunner.query("CREATE TABLE \"temporary_refresh_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"familyId\" varchar(36) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"revokedAt\" datetime(3), \"replacedById\" integer, \"secondFactor\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_c25bc63d248ca90e8dcc1d92d06\" UNIQUE (\"tokenHash\"), CONSTRAINT \"FK_610102b60fea1455310ccd299de\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_refresh_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\" FROM \"refresh_tokens\"");
    await queryRunner.query("DROP TABLE \"refresh_tokens\"");
    await queryRunner.query("ALTER TABLE \"temporary_refresh_tokens\" RENAME TO \"refresh_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\" ON \"refresh_tokens\" (\"familyId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\"");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" RENAME TO \"temporary_refresh_tokens\"");
    await queryRunner.query("CREATE TABLE \"refresh_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"familyId\" varchar(36) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"revokedAt\" datetime(3), \"replacedById\" integer, CONSTRAINT \"UQ_c25bc63d248ca90e8dcc1d92d06\" UNIQUE (\"tokenHash\"), CONSTRAINT \"FK_610102b60fea1455310ccd299de\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"refresh_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\" FROM \"temporary_refresh_tokens\"");
    await queryRunner.query("DROP TABLE \"temporary_refresh_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\" ON \"refresh_tokens\" (\"familyId\") ");
  }
}
