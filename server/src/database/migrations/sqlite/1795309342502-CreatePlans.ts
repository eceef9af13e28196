import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePlans1795309342502 implements MigrationInterface {
  name = 'CreatePlans1795309342502';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"plans\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"planType\" varchar(16) NOT NULL, \"name\" varchar(80) NOT NULL, \"description\" varchar(500) NOT NULL, \"monthlyPrice\" decimal(12,2) NOT NULL, \"yearlyPrice\" decimal(12,2) NOT NULL, \"accountLimit\" integer NOT NULL, \"features\" text NOT NULL, \"isActive\" boolean NOT NULL DEFAULT (1), \"displayOrder\" integer NOT NULL DEFAULT (0), \"isPopular\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_ef0f362ca8bc3377505b69f1ea0\" UNIQUE (\"planType\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"plans\"");
  }
}
