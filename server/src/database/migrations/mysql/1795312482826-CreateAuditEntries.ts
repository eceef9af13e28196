import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditEntries1795312482826 implements MigrationInterface {
  name = 'CreateAuditEntries1795312482826';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `audit_entries` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `actorId` int NOT NULL, `actorEmail` varchar(254) NOT NULL, `action` varchar(64) NOT NULL, `targetType` varchar(32) NOT NULL, `targetId` int NOT NULL, `details` text NOT NULL, INDEX `IDX_3426e518626e2affdad2e44158` (`targetType`, `targetId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_3426e518626e2affdad2e44158` ON `audit_entries`");
    await queryRunner.query("DROP TABLE `audit_entries`");
  }
}
