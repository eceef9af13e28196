import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutResumeAndIdempotency1795642000000 implements MigrationInterface {
  name = 'CheckoutResumeAndIdempotency1795642000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `idempotent_requests` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `scope` varchar(32) NOT NULL, `idempotencyKey` varchar(100) NOT NULL, `fingerprint` varchar(64) NOT NULL, `statusCode` int NULL, `responseBody` text NULL, `expiresAt` datetime(3) NOT NULL, INDEX `IDX_b610e87d345880921cb7636772` (`expiresAt`), UNIQUE INDEX `UQ_idempotent_requests_scope_key` (`scope`, `idempotencyKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `payments` ADD `cancelledAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `refundDueAt` datetime(3) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `refundDueAt`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `cancelledAt`");
    await queryRunner.query("DROP INDEX `UQ_idempotent_requests_scope_key` ON `idempotent_requests`");
    await queryRunner.query("DROP INDEX `IDX_b610e87d345880921cb7636772` ON `idempotent_requests`");
    await queryRunner.query("DROP TABLE `idempotent_requests`");
  }
}
