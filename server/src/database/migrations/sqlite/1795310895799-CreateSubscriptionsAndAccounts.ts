import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSubscriptionsAndAccounts1795310895799 implements MigrationInterface {
  name = 'CreateSubscriptionsAndAccounts1795310895799';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"mt_accounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"mtId\" varchar(20) NOT NULL, CONSTRAINT \"UQ_mt_accounts_user_mt\" UNIQUE (\"userId\", \"mtId\"))");
    await queryRunner.query("CREATE TABLE \"subscriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"planType\" varchar(16) NOT NULL, \"hasChosenPlan\" boolean NOT NULL DEFAULT (1), \"status\" varchar(16) NOT NULL DEFAULT ('PENDING'), \"billingCycle\" varchar(8), \"startedAt\" datetime(3), \"expiresAt\" datetime(3), \"cancelledAt\" datetime(3), \"amountPaid\" decimal(12,2), \"currencyPaid\" varchar(16), CONSTRAINT \"UQ_fbdba4e2ac694cf8c9cecf4dc84\" UNIQUE (\"userId\"), CONSTRAINT \"REL_fbdba4e2ac694cf8c9cecf4dc8\" UNIQUE (\"userId\"))");
    await queryRunner.query("CREATE TABLE \"temporary_mt_accounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"mtId\" varchar(20) NOT NULL, CONSTRAINT \"UQ_mt_accounts_user_mt\" UNIQUE (\"userId\", \"mtId\"), CONSTRAINT \"FK_b8e72ee738a4d268e82fbb18a38\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_mt_accounts\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"mtId\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"mtId\" FROM \"mt_accounts\"");
    await queryRunner.query("DROP TABLE \"mt_accounts\"");
    await queryRunner.query("ALTER TABLE \"temporary_mt_accounts\" RENAME TO \"mt_accounts\"");
    await queryRunner.query("CREATE TABLE \"temporary_subscriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"planType\" varchar(16) NOT NULL, \"hasChosenPlan\" boolean NOT NULL DEFAULT (1), \"status\" varchar(16) NOT NULL DEFAULT ('PENDING'), \"billingCycle\" varchar(8), \"startedAt\" datetime(3), \"expiresAt\" datetime(3), \"cancelledAt\" datetime(3), \"amountPaid\" decimal(12,2), \"currencyPaid\" varchar(16), CONSTRAINT \"UQ_fbdba4e2ac694cf8c9cecf4dc84\" UNIQUE (\"userId\"), CONSTRAINT \"REL_fbdba4e2ac694cf8c9cecf4dc8\" UNIQUE (\"userId\"), CONSTRAINT \"FK_fbdba4e2ac694cf8c9cecf4dc84\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_subscriptions\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"hasChosenPlan\", \"status\", \"billingCycle\", \"startedAt\", \"expiresAt\", \"cancelledAt\", \"amountPaid\", \"currencyPaid\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"hasChosenPlan\", \"status\", \"billingCycle\", \"startedAt\", \"expiresAt\", \"cancelledAt\", \"amountPaid\", \"currencyPaid\" FROM \"subscriptions\"");
    await queryRunner.query("DROP TABLE \"subscriptions\"");
    await queryRunner.query("ALTER TABLE \"temporary_subscriptions\" RENAME TO \"subscriptions\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"subscriptions\" RENAME TO \"temporary_subscriptions\"");
    await queryRunner.query("CREATE TABLE \"subscriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"planType\" varchar(16) NOT NULL, \"hasChosenPlan\" boolean NOT NULL DEFAULT (1), \"status\" varchar(16) NOT NULL DEFAULT ('PENDING'), \"billingCycle\" varchar(8), \"startedAt\" datetime(3), \"expiresAt\" datetime(3), \"cancelledAt\" datetime(3), \"amountPaid\" decimal(12,2), \"currencyPaid\" varchar(16), CONSTRAINT \"UQ_fbdba4e2ac694cf8c9cecf4dc84\" UNIQUE (\"userId\"), CONSTRAINT \"REL_fbdba4e2ac694cf8c9cecf4dc8\" UNIQUE (\"userId\"))");
    await queryRunner.query("INSERT INTO \"subscriptions\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"hasChosenPlan\", \"status\", \"billingCycle\", \"startedAt\", \"expiresAt\", \"cancelledAt\", \"amountPaid\", \"currencyPaid\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"hasChosenPlan\", \"status\", \"billingCycle\", \"startedAt\", \"expiresAt\", \"cancelledAt\", \"amountPaid\", \"currencyPaid\" FROM \"temporary_subscriptions\"");
    await queryRunner.query("DROP TABLE \"temporary_subscriptions\"");
    await queryRunner.query("ALTER TABLE \"mt_accounts\" RENAME TO \"temporary_mt_accounts\"");
    await queryRunner.query("CREATE TABLE \"mt_accounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"mtId\" varchar(20) NOT NULL, CONSTRAINT \"UQ_mt_accounts_user_mt\" UNIQUE (\"userId\", \"mtId\"))");
    await queryRunner.query("INSERT INTO \"mt_accounts\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"mtId\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"mtId\" FROM \"temporary_mt_accounts\"");
    await queryRunner.query("DROP TABLE \"temporary_mt_accounts\"");
    await queryRunner.query("DROP TABLE \"subscriptions\"");
    await queryRunner.query("DROP TABLE \"mt_accounts\"");
  }
}
