import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1795309686159 implements MigrationInterface {
  name = 'CreateUsers1795309686159';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"email\" varchar(254) NOT NULL, \"phone\" varchar(32), \"passwordHash\" varchar(255), \"googleSub\" varchar(255), \"role\" varchar(16) NOT NULL DEFAULT ('user'), \"firstName\" varchar(80), \"lastName\" varchar(80), \"disabledAt\" datetime(3), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"), CONSTRAINT \"UQ_980a19e1db3caa55d366a4e2165\" UNIQUE (\"googleSub\"))");
    await queryRunner.query("CREATE TABLE \"refresh_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"familyId\" varchar(36) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"revokedAt\" datetime(3), \"replacedById\" integer, CONSTRAINT \"UQ_c25bc63d248ca90e8dcc1d92d06\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("CREATE INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\" ON \"refresh_tokens\" (\"familyId\") ");
    await queryRunner.query("DROP INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\"");
    await queryRunner.query("CREATE TABLE \"temporary_refresh_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"familyId\" varchar(36) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"revokedAt\" datetime(3), \"replacedById\" integer, CONSTRAINT \"UQ_c25bc63d248ca90e8dcc1d92d06\" UNIQUE (\"tokenHash\"), CONSTRAINT \"FK_610102b60fea1455310ccd299de\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_refresh_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\" FROM \"refresh_tokens\"");
    await queryRunner.query("DROP TABLE \"refresh_tokens\"");
    await queryRunner.query("ALTER TABLE \"temporary_refresh_tokens\" RENAME TO \"refresh_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\" ON \"refresh_tokens\" (\"familyId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\"");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" RENAME TO \"temporary_refresh_tokens\"");
    await queryRunner.query("CREATE TABLE \"refresh_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"familyId\" varchar(36) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"revokedAt\" datetime(3), \"replacedById\" integer, CONSTRAINT \"UQ_c25bc63d248ca90e8dcc1d92d06\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("INSERT INTO \"refresh_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"familyId\", \"expiresAt\", \"revokedAt\", \"replacedById\" FROM \"temporary_refresh_tokens\"");
    await queryRunner.query("DROP TABLE \"temporary_refresh_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\" ON \"refresh_tokens\" (\"familyId\") ");
    await queryRunner.query("DROP INDEX \"IDX_40e9a8b923a1b3fb4429a5c624\"");
    await queryRunner.query("DROP TABLE \"refresh_tokens\"");
    await queryRunner.query("DROP TABLE \"users\"");
  }
}
