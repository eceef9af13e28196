import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chainExistingSignals } from '../../../ledger/chain-existing-signals.js';

export class AddSignalLedger1795630527361 implements MigrationInterface {
  name = 'AddSignalLedger1795630527361';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"signal_ledger\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"sequence\" integer NOT NULL, \"signalId\" integer NOT NULL, \"previousHash\" varchar(64) NOT NULL, \"hash\" varchar(64) NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_sequence\" ON \"signal_ledger\" (\"sequence\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_signal\" ON \"signal_ledger\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_previous\" ON \"signal_ledger\" (\"previousHash\") ");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_sequence\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_previous\"");
    await queryRunner.query("CREATE TABLE \"temporary_signal_ledger\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"sequence\" integer NOT NULL, \"signalId\" integer NOT NULL, \"previousHash\" varchar(64) NOT NULL, \"hash\" varchar(64) NOT NULL, CONSTRAINT \"FK_173bbe7dd23149c72258abb96db\" FOREIGN KEY (\"signalId\") REFERENCES \"signals\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_signal_ledger\"(\"id\", \"createdAt\", \"updatedAt\", \"sequence\", \"signalId\", \"previousHash\", \"hash\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"sequence\", \"signalId\", \"previousHash\", \"hash\" FROM \"signal_ledger\"");
    await queryRunner.query("DROP TABLE \"signal_ledger\"");
    await queryRunner.query("ALTER TABLE \"temporary_signal_ledger\" RENAME TO \"signal_ledger\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_sequence\" ON \"signal_ledger\" (\"sequence\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_signal\" ON \"signal_ledger\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_previous\" ON \"signal_ledger\" (\"previousHash\") ");
    // The signals published before the ledger existed are chained here, once, in id order: migrations
    // run under the start-up lock, so replicas starting together cannot chain them twice, and
    // nothing has to look for unchained signals at every start.
    await chainExistingSignals(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_previous\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_sequence\"");
    await queryRunner.query("ALTER TABLE \"signal_ledger\" RENAME TO \"temporary_signal_ledger\"");
    await queryRunner.query("CREATE TABLE \"signal_ledger\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"sequence\" integer NOT NULL, \"signalId\" integer NOT NULL, \"previousHash\" varchar(64) NOT NULL, \"hash\" varchar(64) NOT NULL)");
    await queryRunner.query("INSERT INTO \"signal_ledger\"(\"id\", \"createdAt\", \"updatedAt\", \"sequence\", \"signalId\", \"previousHash\", \"hash\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"sequence\", \"signalId\", \"previousHash\", \"hash\" FROM \"temporary_signal_ledger\"");
    await queryRunner.query("DROP TABLE \"temporary_signal_ledger\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_previous\" ON \"signal_ledger\" (\"previousHash\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_signal\" ON \"signal_ledger\" (\"signalId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_signal_ledger_sequence\" ON \"signal_ledger\" (\"sequence\") ");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_previous\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_signal\"");
    await queryRunner.query("DROP INDEX \"UQ_signal_ledger_sequence\"");
    await queryRunner.query("DROP TABLE \"signal_ledger\"");
  }
}
