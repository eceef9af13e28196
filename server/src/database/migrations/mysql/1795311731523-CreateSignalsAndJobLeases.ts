import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSignalsAndJobLeases1795311731523 implements MigrationInterface {
  name = 'CreateSignalsAndJobLeases1795311731523';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `signals` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `symbol` varchar(16) NOT NULL, `category` varchar(16) NOT NULL, `signalType` varchar(4) NOT NULL, `entryPrice` decimal(18,5) NOT NULL, `stopLoss` decimal(18,5) NOT NULL, `takeProfit` decimal(18,5) NOT NULL, `stopLossPips` int NOT NULL, `takeProfitPips` int NOT NULL, `riskReward` decimal(6,2) NOT NULL, `confidence` int NOT NULL, `reasoning` varchar(1000) NULL, `newsInfluence` varchar(500) NULL, `expiresAt` datetime(3) NOT NULL, `outcome` varchar(8) NOT NULL DEFAULT 'OPEN', `closedAt` datetime(3) NULL, `exitPrice` decimal(18,5) NULL, `resultPips` int NULL, `resultR` decimal(6,2) NULL, INDEX `IDX_signals_symbol_outcome` (`symbol`, `outcome`), INDEX `IDX_signals_outcome_expires` (`outcome`, `expiresAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `job_leases` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(64) NOT NULL, `holder` varchar(100) NOT NULL, `expiresAt` datetime(3) NOT NULL, UNIQUE INDEX `IDX_a5aaa7b6169ce751dd85a6f0be` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_a5aaa7b6169ce751dd85a6f0be` ON `job_leases`");
    await queryRunner.query("DROP TABLE `job_leases`");
    await queryRunner.query("DROP INDEX `IDX_signals_outcome_expires` ON `signals`");
    await queryRunner.query("DROP INDEX `IDX_signals_symbol_outcome` ON `signals`");
    await queryRunner.query("DROP TABLE `signals`");
  }
}
