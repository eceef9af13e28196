import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPlanSignalDelay1795453196728 implements MigrationInterface {
  name = 'AddPlanSignalDelay1795453196728';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"temporary_plans\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"planType\" varchar(16) NOT NULL, \"name\" varchar(80) NOT NULL, \"description\" varchar(500) NOT NULL, \"monthlyPrice\" decimal(12,2) NOT NULL, \"yearlyPrice\" decimal(12,2) NOT NULL, \"accountLimit\" integer NOT NULL, \"features\" text NOT NULL, \"isActive\" boolean NOT NULL DEFAULT (1), \"displayOrder\" integer NOT NULL DEFAULT (0), \"isPopular\" boolean NOT NULL DEFAULT (0), \"signalDelayMinutes\" integer NOT NULL DEFAULT (0), CONSTRAINT \"UQ_ef0f362ca8bc3377505b69f1ea0\" UNIQUE (\"planType\"))");
    await queryRunner.query("INSERT INTO \"temporary_plans\"(\"id\", \"createdAt\", \"updatedAt\", \"planType\", \"name\", \"description\", \"monthlyPrice\", \"yearlyPrice\", \"accountLimit\", \"features\", \"isActive\", \"displayOrder\", \"isPopular\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"planType\", \"name\", \"description\", \"monthlyPrice\", \"yearlyPrice\", \"accountLimit\", \"features\", \"isActive\", \"displayOrder\", \"isPopular\" FROM \"plans\"");
    await queryRunner.query("DROP TABLE \"plans\"");
    await queryRunner.query("ALTER TABLE \"temporary_plans\" RENAME TO \"plans\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"plans\" RENAME TO \"temporary_plans\"");
    await queryRunner.query("CREATE TABLE \"plans\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"planType\" varchar(16) NOT NULL, \"name\" varchar(80) NOT NULL, \"description\" varchar(500) NOT NULL, \"monthlyPrice\" decimal(12,2) NOT NULL, \"yearlyPrice\" decimal(12,2) NOT NULL, \"accountLimit\" integer NOT NULL, \"features\" text NOT NULL, \"isActive\" boolean NOT NULL DEFAULT (1), \"displayOrder\" integer NOT NULL DEFAULT (0), \"isPopular\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_ef0f362ca8bc3377505b69f1ea0\" UNIQUE (\"planType\"))");
    await queryRunner.query("INSERT INTO \"plans\"(\"id\", \"createdAt\", \"updatedAt\", \"planType\", \"name\", \"description\", \"monthlyPrice\", \"yearlyPrice\", \"accountLimit\", \"features\", \"isActive\", \"displayOrder\", \"isPopular\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"planType\", \"name\", \"description\", \"monthlyPrice\", \"yearlyPrice\", \"accountLimit\", \"features\", \"isActive\", \"displayOrder\", \"isPopular\" FROM \"temporary_plans\"");
    await queryRunner.query("DROP TABLE \"temporary_plans\"");
  }
}
