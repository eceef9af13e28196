import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SupersededPayments1795389936685 implements MigrationInterface {
  name = 'SupersededPayments1795389936685';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_d35cb3c13a18e1ea1705b2817b\"");
    await queryRunner.query("CREATE TABLE \"temporary_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"planType\" varchar(16) NOT NULL, \"billingCycle\" varchar(8) NOT NULL, \"priceAmount\" decimal(12,2) NOT NULL, \"priceCurrency\" varchar(8) NOT NULL, \"payCurrency\" varchar(20) NOT NULL, \"payAmount\" varchar(40), \"actuallyPaid\" varchar(40), \"payAddress\" varchar(200), \"provider\" varchar(16) NOT NULL, \"providerPaymentId\" varchar(64), \"status\" varchar(20) NOT NULL, \"confirmedAt\" datetime(3), \"activatedAt\" datetime(3), \"subscriptionId\" integer, \"supersededAt\" datetime(3), CONSTRAINT \"UQ_50d2f08323fc3531369f2f41841\" UNIQUE (\"providerPaymentId\"), CONSTRAINT \"FK_d35cb3c13a18e1ea1705b2817b1\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_payments\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"billingCycle\", \"priceAmount\", \"priceCurrency\", \"payCurrency\", \"payAmount\", \"actuallyPaid\", \"payAddress\", \"provider\", \"providerPaymentId\", \"status\", \"confirmedAt\", \"activatedAt\", \"subscriptionId\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"billingCycle\", \"priceAmount\", \"priceCurrency\", \"payCurrency\", \"payAmount\", \"actuallyPaid\", \"payAddress\", \"provider\", \"providerPaymentId\", \"status\", \"confirmedAt\", \"activatedAt\", \"subscriptionId\" FROM \"payments\"");
    await queryRunner.query("DROP TABLE \"payments\"");
    await queryRunner.query("ALTER TABLE \"temporary_payments\" RENAME TO \"payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_d35cb3c13a18e1ea1705b2817b\" ON \"payments\" (\"userId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_d35cb3c13a18e1ea1705b2817b\"");
    await queryRunner.query("ALTER TABLE \"payments\" RENAME TO \"temporary_payments\"");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"planType\" varchar(16) NOT NULL, \"billingCycle\" varchar(8) NOT NULL, \"priceAmount\" decimal(12,2) NOT NULL, \"priceCurrency\" varchar(8) NOT NULL, \"payCurrency\" varchar(20) NOT NULL, \"payAmount\" varchar(40), \"actuallyPaid\" varchar(40), \"payAddress\" varchar(200), \"provider\" varchar(16) NOT NULL, \"providerPaymentId\" varchar(64), \"status\" varchar(20) NOT NULL, \"confirmedAt\" datetime(3), \"activatedAt\" datetime(3), \"subscriptionId\" integer, CONSTRAINT \"UQ_50d2f08323fc3531369f2f41841\" UNIQUE (\"providerPaymentId\"), CONSTRAINT \"FK_d35cb3c13a18e1ea1705b2817b1\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"payments\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"billingCycle\", \"priceAmount\", \"priceCurrency\", \"payCurrency\", \"payAmount\", \"actuallyPaid\", \"payAddress\", \"provider\", \"providerPaymentId\", \"status\", \"confirmedAt\", \"activatedAt\", \"subscriptionId\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"planType\", \"billingCycle\", \"priceAmount\", \"priceCurrency\", \"payCurrency\", \"payAmount\", \"actuallyPaid\", \"payAddress\", \"provider\", \"providerPaymentId\", \"status\", \"confirmedAt\", \"activatedAt\", \"subscriptionId\" FROM \"temporary_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_d35cb3c13a18e1ea1705b2817b\" ON \"payments\" (\"userId\") ");
  }
}
