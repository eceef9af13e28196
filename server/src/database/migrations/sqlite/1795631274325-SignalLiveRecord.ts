import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignalLiveRecord1795631274325 implements MigrationInterface {
  name = 'SignalLiveRecord1795631274325';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_signals_outcome_expires\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_symbol_outcome\"");
    await queryRunner.query("CREATE TABLE \"temporary_signals\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"symbol\" varchar(16) NOT NULL, \"category\" varchar(16) NOT NULL, \"signalType\" varchar(4) NOT NULL, \"entryPrice\" decimal(18,5) NOT NULL, \"stopLoss\" decimal(18,5) NOT NULL, \"takeProfit\" decimal(18,5) NOT NULL, \"stopLossPips\" integer NOT NULL, \"takeProfitPips\" integer NOT NULL, \"riskReward\" decimal(6,2) NOT NULL, \"confidence\" integer NOT NULL, \"reasoning\" varchar(1000), \"newsInfluence\" varchar(500), \"expiresAt\" datetime(3) NOT NULL, \"outcome\" varchar(8) NOT NULL DEFAULT ('OPEN'), \"closedAt\" datetime(3), \"exitPrice\" decimal(18,5), \"resultPips\" integer, \"resultR\" decimal(6,2), \"expectation\" text, \"settlementRule\" varchar(16) NOT NULL DEFAULT ('tradable'), \"fillPrice\" decimal(18,5), \"filledAt\" datetime(3), \"costPrice\" decimal(18,5), \"resultRGross\" decimal(6,2), \"oppositeResultR\" decimal(6,2), \"delayedViewMinutes\" integer NOT NULL DEFAULT (0), \"delayedFillPrice\" decimal(18,5), \"delayedOutcome\" varchar(8), \"delayedClosedAt\" datetime(3), \"delayedResultR\" decimal(6,2))");
    await queryRunner.query("INSERT INTO \"temporary_signals\"(\"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\" FROM \"signals\"");
    await queryRunner.query("DROP TABLE \"signals\"");
    await queryRunner.query("ALTER TABLE \"temporary_signals\" RENAME TO \"signals\"");
    await queryRunner.query("CREATE INDEX \"IDX_signals_outcome_expires\" ON \"signals\" (\"outcome\", \"expiresAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_signals_symbol_outcome\" ON \"signals\" (\"symbol\", \"outcome\") ");
    // Signals closed before this rule were settled at the candle close, gross of cost: kept, marked, left out of the figures.
    await queryRunner.query("UPDATE \"signals\" SET \"settlementRule\" = 'published-close' WHERE \"outcome\" <> 'OPEN'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_signals_symbol_outcome\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_outcome_expires\"");
    await queryRunner.query("ALTER TABLE \"signals\" RENAME TO \"temporary_signals\"");
    await queryRunner.query("CREATE TABLE \"signals\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"symbol\" varchar(16) NOT NULL, \"category\" varchar(16) NOT NULL, \"signalType\" varchar(4) NOT NULL, \"entryPrice\" decimal(18,5) NOT NULL, \"stopLoss\" decimal(18,5) NOT NULL, \"takeProfit\" decimal(18,5) NOT NULL, \"stopLossPips\" integer NOT NULL, \"takeProfitPips\" integer NOT NULL, \"riskReward\" decimal(6,2) NOT NULL, \"confidence\" integer NOT NULL, \"reasoning\" varchar(1000), \"newsInfluence\" varchar(500), \"expiresAt\" datetime(3) NOT NULL, \"outcome\" varchar(8) NOT NULL DEFAULT ('OPEN'), \"closedAt\" datetime(3), \"exitPrice\" decimal(18,5), \"resultPips\" integer, \"resultR\" decimal(6,2))");
    await queryRunner.query("INSERT INTO \"signals\"(\"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\" FROM \"temporary_signals\"");
    await queryRunner.query("DROP TABLE \"temporary_signals\"");
    await queryRunner.query("CREATE INDEX \"IDX_signals_symbol_outcome\" ON \"signals\" (\"symbol\", \"outcome\") ");
    await queryRunner.query("CREATE INDEX \"IDX_signals_outcome_expires\" ON \"signals\" (\"outcome\", \"expiresAt\") ");
  }
}
