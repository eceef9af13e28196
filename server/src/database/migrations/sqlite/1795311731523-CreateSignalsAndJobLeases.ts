import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSignalsAndJobLeases1795311731523 implements MigrationInterface {
  name = 'CreateSignalsAndJobLeases1795311731523';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"signals\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"symbol\" varchar(16) NOT NULL, \"category\" varchar(16) NOT NULL, \"signalType\" varchar(4) NOT NULL, \"entryPrice\" decimal(18,5) NOT NULL, \"stopLoss\" decimal(18,5) NOT NULL, \"takeProfit\" decimal(18,5) NOT NULL, \"stopLossPips\" integer NOT NULL, \"takeProfitPips\" integer NOT NULL, \"riskReward\" decimal(6,2) NOT NULL, \"confidence\" integer NOT NULL, \"reasoning\" varchar(1000), \"newsInfluence\" varchar(500), \"expiresAt\" datetime(3) NOT NULL, \"outcome\" varchar(8) NOT NULL DEFAULT ('OPEN'), \"closedAt\" datetime(3), \"exitPrice\" decimal(18,5), \"resultPips\" integer, \"resultR\" decimal(6,2))");
    await queryRunner.query("CREATE INDEX \"IDX_signals_symbol_outcome\" ON \"signals\" (\"symbol\", \"outcome\") ");
    await queryRunner.query("CREATE INDEX \"IDX_signals_outcome_expires\" ON \"signals\" (\"outcome\", \"expiresAt\") ");
    await queryRunner.query("CREATE TABLE \"job_leases\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"name\" varchar(64) NOT NULL, \"holder\" varchar(100) NOT NULL, \"expiresAt\" datetime(3) NOT NULL, CONSTRAINT \"UQ_a5aaa7b6169ce751dd85a6f0beb\" UNIQUE (\"name\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"job_leases\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_outcome_expires\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_symbol_outcome\"");
    await queryRunner.query("DROP TABLE \"signals\"");
  }
}
