import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTwoFactorSignIn1795456461836 implements MigrationInterface {
  name = 'AddTwoFactorSignIn1795456461836';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"app_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"name\" varchar(64) NOT NULL, \"value\" text NOT NULL, CONSTRAINT \"UQ_dabc627eef37867fd10af3a67bd\" UNIQUE (\"name\"))");
    await queryRunner.query("CREATE TABLE \"recovery_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"codeHash\" varchar(64) NOT NULL, \"usedAt\" datetime(3))");
    await queryRunner.query("CREATE INDEX \"IDX_8ee959087728f17dac81cb93dd\" ON \"recovery_codes\" (\"userId\", \"codeHash\") ");
    await queryRunner.query("CREATE TABLE \"sign_in_challenges\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"usedAt\" datetime(3), CONSTRAINT \"UQ_c023ee579414de8043fcb48f8b7\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("CREATE TABLE \"two_factor_credentials\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"secretCiphertext\" varchar(255) NOT NULL, \"enabledAt\" datetime(3), \"lastUsedStep\" integer, \"recoverySalt\" varchar(32))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_two_factor_credentials_user\" ON \"two_factor_credentials\" (\"userId\") ");
    await queryRunner.query("DROP INDEX \"IDX_8ee959087728f17dac81cb93dd\"");
    await queryRunner.query("CREATE TABLE \"temporary_recovery_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"codeHash\" varchar(64) NOT NULL, \"usedAt\" datetime(3), CONSTRAINT \"FK_5ab5f51b1ca8fcc0073d76fd3d9\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_recovery_codes\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"codeHash\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"codeHash\", \"usedAt\" FROM \"recovery_codes\"");
    await queryRunner.query("DROP TABLE \"recovery_codes\"");
    await queryRunner.query("ALTER TABLE \"temporary_recovery_codes\" RENAME TO \"recovery_codes\"");
    await queryRunner.query("CREATE INDEX \"IDX_8ee959087728f17dac81cb93dd\" ON \"recovery_codes\" (\"userId\", \"codeHash\") ");
    await queryRunner.query("CREATE TABLE \"temporary_sign_in_challenges\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"usedAt\" datetime(3), CONSTRAINT \"UQ_c023ee579414de8043fcb48f8b7\" UNIQUE (\"tokenHash\"), CONSTRAINT \"FK_bb551a93ab2b6ff6e30e0e65c70\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_sign_in_challenges\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"expiresAt\", \"attempts\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"expiresAt\", \"attempts\", \"usedAt\" FROM \"sign_in_challenges\"");
    await queryRunner.query("DROP TABLE \"sign_in_challenges\"");
    await queryRunner.query("ALTER TABLE \"temporary_sign_in_challenges\" RENAME TO \"sign_in_challenges\"");
    await queryRunner.query("DROP INDEX \"UQ_two_factor_credentials_user\"");
    await queryRunner.query("CREATE TABLE \"temporary_two_factor_credentials\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"secretCiphertext\" varchar(255) NOT NULL, \"enabledAt\" datetime(3), \"lastUsedStep\" integer, \"recoverySalt\" varchar(32), CONSTRAINT \"FK_4aa86ec941beff58a1e0552ce01\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_two_factor_credentials\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"secretCiphertext\", \"enabledAt\", \"lastUsedStep\", \"recoverySalt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"secretCiphertext\", \"enabledAt\", \"lastUsedStep\", \"recoverySalt\" FROM \"two_factor_credentials\"");
    await queryRunner.query("DROP TABLE \"two_factor_credentials\"");
    await queryRunner.query("ALTER TABLE \"temporary_two_factor_credentials\" RENAME TO \"two_factor_credentials\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_two_factor_credentials_user\" ON \"two_factor_credentials\" (\"userId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"UQ_two_factor_credentials_user\"");
    await queryRunner.query("ALTER TABLE \"two_factor_credentials\" RENAME TO \"temporary_two_factor_credentials\"");
    await queryRunner.query("CREATE TABLE \"two_factor_credentials\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"secretCiphertext\" varchar(255) NOT NULL, \"enabledAt\" datetime(3), \"lastUsedStep\" integer, \"recoverySalt\" varchar(32))");
    await queryRunner.query("INSERT INTO \"two_factor_credentials\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"secretCiphertext\", \"enabledAt\", \"lastUsedStep\", \"recoverySalt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"secretCiphertext\", \"enabledAt\", \"lastUsedStep\", \"recoverySalt\" FROM \"temporary_two_factor_credentials\"");
    await queryRunner.query("DROP TABLE \"temporary_two_factor_credentials\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_two_factor_credentials_user\" ON \"two_factor_credentials\" (\"userId\") ");
    await queryRunner.query("ALTER TABLE \"sign_in_challenges\" RENAME TO \"temporary_sign_in_challenges\"");
    await queryRunner.query("CREATE TABLE \"sign_in_challenges\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"tokenHash\" varchar(64) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"usedAt\" datetime(3), CONSTRAINT \"UQ_c023ee579414de8043fcb48f8b7\" UNIQUE (\"tokenHash\"))");
    await queryRunner.query("INSERT INTO \"sign_in_challenges\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"expiresAt\", \"attempts\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"tokenHash\", \"expiresAt\", \"attempts\", \"usedAt\" FROM \"temporary_sign_in_challenges\"");
    await queryRunner.query("DROP TABLE \"temporary_sign_in_challenges\"");
    await queryRunner.query("DROP INDEX \"IDX_8ee959087728f17dac81cb93dd\"");
    await queryRunner.query("ALTER TABLE \"recovery_codes\" RENAME TO \"temporary_recovery_codes\"");
    await queryRunner.query("CREATE TABLE \"recovery_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"codeHash\" varchar(64) NOT NULL, \"usedAt\" datetime(3))");
    await queryRunner.query("INSERT INTO \"recovery_codes\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"codeHash\", \"usedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"codeHash\", \"usedAt\" FROM \"temporary_recovery_codes\"");
    await queryRunner.query("DROP TABLE \"temporary_recovery_codes\"");
    await queryRunner.query("CREATE INDEX \"IDX_8ee959087728f17dac81cb93dd\" ON \"recovery_codes\" (\"userId\", \"codeHash\") ");
    await queryRunner.query("DROP INDEX \"UQ_two_factor_credentials_user\"");
    await queryRunner.query("DROP TABLE \"two_factor_credentials\"");
    await queryRunner.query("DROP TABLE \"sign_in_challenges\"");
    await queryRunner.query("DROP INDEX \"IDX_8ee959087728f17dac81cb93dd\"");
    await queryRunner.query("DROP TABLE \"recovery_codes\"");
    await queryRunner.query("DROP TABLE \"app_settings\"");
  }
}
