import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAccountTokens1795390237832 implements MigrationInterface {
  name = 'AddAccountTokens1795390237832';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"account_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"purpose\" varchar(24) NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"newEmail\" varchar(254), \"expiresAt\" datetime(3) NOT NULL, \"usedAt\" datetime(3), CONSTRAINT \"UQ_996110bad8e7252c44847d7ceb3\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("CREATE INDEX \"IDX_a9387ea40bb1d8b66820443a16\" ON \"account_tokens\" (\"userId\", \"purpose\") ");
    await queryRunner.query("DROP INDEX \"IDX_a9387ea40bb1d8b66820443a16\"");
    await queryRunner.query("CREATE TABLE \"temporary_account_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"purpose\" varchar(24) NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"newEmail\" varchar(254), \"expiresAt\" datetime(3) NOT NULL, \"usedAt\" datetime(3), CONSTRAINT \"UQ_996110bad8e7252c44847d7ceb3\" UNIQUE (\"tokenHash\"), CONSTRAINT \"FK_c846ac09be5a5f4feeb7314469f\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_account_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"purpose\", \"tokenHash\", \"newEmail\", \"expiresAt\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"purpose\", \"tokenHash\", \"newEmail\", \"expiresAt\", \"usedAt\" FROM \"account_tokens\"");
    await queryRunner.query("DROP TABLE \"account_tokens\"");
    await queryRunner.query("ALTER TABLE \"temporary_account_tokens\" RENAME TO \"account_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_a9387ea40bb1d8b66820443a16\" ON \"account_tokens\" (\"userId\", \"purpose\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_a9387ea40bb1d8b66820443a16\"");
    await queryRunner.query("ALTER TABLE \"account_tokens\" RENAME TO \"temporary_account_tokens\"");
    await queryRunner.query("CREATE TABLE \"account_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"purpose\" varchar(24) NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"newEmail\" varchar(254), \"expiresAt\" datetime(3) NOT NULL, \"usedAt\" datetime(3), CONSTRAINT \"UQ_996110bad8e7252c44847d7ceb3\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("INSERT INTO \"account_tokens\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"purpose\", \"tokenHash\", \"newEmail\", \"expiresAt\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"purpose\", \"tokenHash\", \"newEmail\", \"expiresAt\", \"usedAt\" FROM \"temporary_account_tokens\"");
    await queryRunner.query("DROP TABLE \"temporary_account_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_a9387ea40bb1d8b66820443a16\" ON \"account_tokens\" (\"userId\", \"purpose\") ");
    await queryRunner.query("DROP INDEX \"IDX_a9387ea40bb1d8b66820443a16\"");
    await queryRunner.query("DROP TABLE \"account_tokens\"");
  }
}
