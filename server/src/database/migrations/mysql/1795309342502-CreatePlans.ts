import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePlans1795309342502 implements MigrationInterface {
  name = 'CreatePlans1795309342502';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `plans` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `planType` varchar(16) NOT NULL, `name` varchar(80) NOT NULL, `description` varchar(500) NOT NULL, `monthlyPrice` decimal(12,2) NOT NULL, `yearlyPrice` decimal(12,2) NOT NULL, `accountLimit` int NOT NULL, `features` text NOT NULL, `isActive` tinyint NOT NULL DEFAULT 1, `displayOrder` int NOT NULL DEFAULT '0', `isPopular` tinyint NOT NULL DEFAULT 0, UNIQUE INDEX `IDX_ef0f362ca8bc3377505b69f1ea` (`planType`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ef0f362ca8bc3377505b69f1ea` ON `plans`");
    await queryRunner.query("DROP TABLE `plans`");
  }
}
