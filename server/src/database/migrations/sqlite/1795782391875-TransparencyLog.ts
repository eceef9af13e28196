import type { MigrationInterface, QueryRunner } from 'typeorm';
import { carryChainIntoLog, chainFromLog } from '../../../ledger/carry-chain-into-log.js';

export class TransparencyLog1795782391875 implements MigrationInterface {
  name = 'TransparencyLog1795782391875';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"ledger_checkpoints\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"treeSize\" integer NOT NULL, \"rootHash\" varchar(64) NOT NULL, \"note\" text NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_checkpoints_size\" ON \"ledger_checkpoints\" (\"treeSize\") ");
    await queryRunner.query("CREATE TABLE \"ledger_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"entryIndex\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"signalId\" integer, \"claim\" varchar(40), \"body\" text NOT NULL, \"integratedAt\" datetime(3) NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_index\" ON \"ledger_entries\" (\"entryIndex\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ledger_entries_signal\" ON \"ledger_entries\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_claim\" ON \"ledger_entries\" (\"claim\") ");
    await queryRunner.query("CREATE TABLE \"ledger_hashes\" (\"storageIndex\" integer PRIMARY KEY NOT NULL, \"hash\" varchar(64) NOT NULL)");
    await queryRunner.query("CREATE TABLE \"ledger_salts\" (\"signalId\" integer PRIMARY KEY NOT NULL, \"salt\" varchar(64) NOT NULL)");
    await queryRunner.query("DROP INDEX \"IDX_signals_symbol_outcome\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_outcome_expires\"");
    await queryRunner.query("CREATE TABLE \"temporary_signals\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"symbol\" varchar(16) NOT NULL, \"category\" varchar(16) NOT NULL, \"signalType\" varchar(4) NOT NULL, \"entryPrice\" decimal(18,5) NOT NULL, \"stopLoss\" decimal(18,5) NOT NULL, \"takeProfit\" decimal(18,5) NOT NULL, \"stopLossPips\" integer NOT NULL, \"takeProfitPips\" integer NOT NULL, \"riskReward\" decimal(6,2) NOT NULL, \"confidence\" integer NOT NULL, \"reasoning\" varchar(1000), \"newsInfluence\" varchar(500), \"expiresAt\" datetime(3) NOT NULL, \"outcome\" varchar(8) NOT NULL DEFAULT ('OPEN'), \"closedAt\" datetime(3), \"exitPrice\" decimal(18,5), \"resultPips\" integer, \"resultR\" decimal(6,2), \"expectation\" text, \"settlementRule\" varchar(16) NOT NULL DEFAULT ('tradable'), \"fillPrice\" decimal(18,5), \"filledAt\" datetime(3), \"costPrice\" decimal(18,5), \"resultRGross\" decimal(6,2), \"oppositeResultR\" decimal(6,2), \"delayedViewMinutes\" integer NOT NULL DEFAULT (0), \"delayedFillPrice\" decimal(18,5), \"delayedOutcome\" varchar(8), \"delayedClosedAt\" datetime(3), \"delayedResultR\" decimal(6,2), \"priceAt\" datetime(3), \"oppositeOutcome\" varchar(8), \"oppositeResultRGross\" decimal(6,2))");
    await queryRunner.query("INSERT INTO \"temporary_signals\"(\"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\", \"expectation\", \"settlementRule\", \"fillPrice\", \"filledAt\", \"costPrice\", \"resultRGross\", \"oppositeResultR\", \"delayedViewMinutes\", \"delayedFillPrice\", \"delayedOutcome\", \"delayedClosedAt\", \"delayedResultR\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\", \"expectation\", \"settlementRule\", \"fillPrice\", \"filledAt\", \"costPrice\", \"resultRGross\", \"oppositeResultR\", \"delayedViewMinutes\", \"delayedFillPrice\", \"delayedOutcome\", \"delayedClosedAt\", \"delayedResultR\" FROM \"signals\"");
    await queryRunner.query("DROP TABLE \"signals\"");
    await queryRunner.query("ALTER TABLE \"temporary_signals\" RENAME TO \"signals\"");
    await queryRunner.query("CREATE INDEX \"IDX_signals_symbol_outcome\" ON \"signals\" (\"symbol\", \"outcome\") ");
    await queryRunner.query("CREATE INDEX \"IDX_signals_outcome_expires\" ON \"signals\" (\"outcome\", \"expiresAt\") ");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_index\"");
    await queryRunner.query("DROP INDEX \"IDX_ledger_entries_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_claim\"");
    await queryRunner.query("CREATE TABLE \"temporary_ledger_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"entryIndex\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"signalId\" integer, \"claim\" varchar(40), \"body\" text NOT NULL, \"integratedAt\" datetime(3) NOT NULL, CONSTRAINT \"FK_715f9dace79c9f0b74e20586120\" FOREIGN KEY (\"signalId\") REFERENCES \"signals\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_ledger_entries\"(\"id\", \"createdAt\", \"updatedAt\", \"entryIndex\", \"kind\", \"signalId\", \"claim\", \"body\", \"integratedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"entryIndex\", \"kind\", \"signalId\", \"claim\", \"body\", \"integratedAt\" FROM \"ledger_entries\"");
    await queryRunner.query("DROP TABLE \"ledger_entries\"");
    await queryRunner.query("ALTER TABLE \"temporary_ledger_entries\" RENAME TO \"ledger_entries\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_index\" ON \"ledger_entries\" (\"entryIndex\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ledger_entries_signal\" ON \"ledger_entries\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_claim\" ON \"ledger_entries\" (\"claim\") ");
    await queryRunner.query("CREATE TABLE \"temporary_ledger_salts\" (\"signalId\" integer PRIMARY KEY NOT NULL, \"salt\" varchar(64) NOT NULL, CONSTRAINT \"FK_bcd9da1f24dc102fd749e5a1e64\" FOREIGN KEY (\"signalId\") REFERENCES \"signals\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_ledger_salts\"(\"signalId\", \"salt\") SELECT \"signalId\", \"salt\" FROM \"ledger_salts\"");
    await queryRunner.query("DROP TABLE \"ledger_salts\"");
    await queryRunner.query("ALTER TABLE \"temporary_ledger_salts\" RENAME TO \"ledger_salts\"");
    // The old chain enters the log as its first entries, hashes kept; then the old table goes.
    await carryChainIntoLog(queryRunner);
    await queryRunner.query("DROP TABLE \"signal_ledger\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"signal_ledger\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"sequence\" integer NOT NULL, \"signalId\" integer NOT NULL, \"previousHash\" varchar(64) NOT NULL, \"hash\" varchar(64) NOT NULL, CONSTRAINT \"FK_173bbe7dd23149c72258abb96db\" FOREIGN KEY (\"signalId\") REFERENCES \"signals\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_sequence\" ON \"signal_ledger\" (\"sequence\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_signal\" ON \"signal_ledger\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_previous\" ON \"signal_ledger\" (\"previousHash\") ");
    // Only the old chain's links come back: what was published after it lives in the log alone.
    await chainFromLog(queryRunner);
    await queryRunner.query("ALTER TABLE \"ledger_salts\" RENAME TO \"temporary_ledger_salts\"");
    await queryRunner.query("CREATE TABLE \"ledger_salts\" (\"signalId\" integer PRIMARY KEY NOT NULL, \"salt\" varchar(64) NOT NULL)");
    await queryRunner.query("INSERT INTO \"ledger_salts\"(\"signalId\", \"salt\") SELECT \"signalId\", \"salt\" FROM \"temporary_ledger_salts\"");
    await queryRunner.query("DROP TABLE \"temporary_ledger_salts\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_claim\"");
    await queryRunner.query("DROP INDEX \"IDX_ledger_entries_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_index\"");
    await queryRunner.query("ALTER TABLE \"ledger_entries\" RENAME TO \"temporary_ledger_entries\"");
    await queryRunner.query("CREATE TABLE \"ledger_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"entryIndex\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"signalId\" integer, \"claim\" varchar(40), \"body\" text NOT NULL, \"integratedAt\" datetime(3) NOT NULL)");
    await queryRunner.query("INSERT INTO \"ledger_entries\"(\"id\", \"createdAt\", \"updatedAt\", \"entryIndex\", \"kind\", \"signalId\", \"claim\", \"body\", \"integratedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"entryIndex\", \"kind\", \"signalId\", \"claim\", \"body\", \"integratedAt\" FROM \"temporary_ledger_entries\"");
    await queryRunner.query("DROP TABLE \"temporary_ledger_entries\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_claim\" ON \"ledger_entries\" (\"claim\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ledger_entries_signal\" ON \"ledger_entries\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_index\" ON \"ledger_entries\" (\"entryIndex\") ");
    await queryRunner.query("DROP INDEX \"IDX_signals_outcome_expires\"");
    await queryRunner.query("DROP INDEX \"IDX_signals_symbol_outcome\"");
    await queryRunner.query("ALTER TABLE \"signals\" RENAME TO \"temporary_signals\"");
    await queryRunner.query("CREATE TABLE \"signals\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"symbol\" varchar(16) NOT NULL, \"category\" varchar(16) NOT NULL, \"signalType\" varchar(4) NOT NULL, \"entryPrice\" decimal(18,5) NOT NULL, \"stopLoss\" decimal(18,5) NOT NULL, \"takeProfit\" decimal(18,5) NOT NULL, \"stopLossPips\" integer NOT NULL, \"takeProfitPips\" integer NOT NULL, \"riskReward\" decimal(6,2) NOT NULL, \"confidence\" integer NOT NULL, \"reasoning\" varchar(1000), \"newsInfluence\" varchar(500), \"expiresAt\" datetime(3) NOT NULL, \"outcome\" varchar(8) NOT NULL DEFAULT ('OPEN'), \"closedAt\" datetime(3), \"exitPrice\" decimal(18,5), \"resultPips\" integer, \"resultR\" decimal(6,2), \"expectation\" text, \"settlementRule\" varchar(16) NOT NULL DEFAULT ('tradable'), \"fillPrice\" decimal(18,5), \"filledAt\" datetime(3), \"costPrice\" decimal(18,5), \"resultRGross\" decimal(6,2), \"oppositeResultR\" decimal(6,2), \"delayedViewMinutes\" integer NOT NULL DEFAULT (0), \"delayedFillPrice\" decimal(18,5), \"delayedOutcome\" varchar(8), \"delayedClosedAt\" datetime(3), \"delayedResultR\" decimal(6,2))");
    await queryRunner.query("INSERT INTO \"signals\"(\"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\", \"expectation\", \"settlementRule\", \"fillPrice\", \"filledAt\", \"costPrice\", \"resultRGross\", \"oppositeResultR\", \"delayedViewMinutes\", \"delayedFillPrice\", \"delayedOutcome\", \"delayedClosedAt\", \"delayedResultR\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"symbol\", \"category\", \"signalType\", \"entryPrice\", \"stopLoss\", \"takeProfit\", \"stopLossPips\", \"takeProfitPips\", \"riskReward\", \"confidence\", \"reasoning\", \"newsInfluence\", \"expiresAt\", \"outcome\", \"closedAt\", \"exitPrice\", \"resultPips\", \"resultR\", \"expectation\", \"settlementRule\", \"fillPrice\", \"filledAt\", \"costPrice\", \"resultRGross\", \"oppositeResultR\", \"delayedViewMinutes\", \"delayedFillPrice\", \"delayedOutcome\", \"delayedClosedAt\", \"delayedResultR\" FROM \"temporary_signals\"");
    await queryRunner.query("DROP TABLE \"temporary_signals\"");
    await queryRunner.query("CREATE INDEX \"IDX_signals_outcome_expires\" ON \"signals\" (\"outcome\", \"expiresAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_signals_symbol_outcome\" ON \"signals\" (\"symbol\", \"outcome\") ");
    await queryRunner.query("DROP TABLE \"ledger_salts\"");
    await queryRunner.query("DROP TABLE \"ledger_hashes\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_claim\"");
    await queryRunner.query("DROP INDEX \"IDX_ledger_entries_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_index\"");
    await queryRunner.query("DROP TABLE \"ledger_entries\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_checkpoints_size\"");
    await queryRunner.query("DROP TABLE \"ledger_checkpoints\"");
  }
}
