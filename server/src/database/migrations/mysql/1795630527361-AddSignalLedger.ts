import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chainExistingSignals } from '../../../ledger/chain-existing-signals.js';

export class AddSignalLedger1795630527361 implements MigrationInterface {
  name = 'AddSignalLedger1795630527361';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `signal_ledger` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `sequence` int NOT NULL, `signalId` int NOT NULL, `previousHash` varchar(64) NOT NULL, `hash` varchar(64) NOT NULL, UNIQUE INDEX `UQ_signal_ledger_sequence` (`sequence`), UNIQUE INDEX `UQ_signal_ledger_signal` (`signalId`), UNIQUE INDEX `UQ_signal_ledger_previous` (`previousHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `signal_ledger` ADD CONSTRAINT `FK_173bbe7dd23149c72258abb96db` FOREIGN KEY (`signalId`) REFERENCES `signals`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    // The signals published before the ledger existed are chained here, once, in id order: migrations
    // run under the start-up lock, so replicas starting together cannot chain them twice, and
    // nothing has to look for unchained signals at every start.
    await chainExistingSignals(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `signal_ledger` DROP FOREIGN KEY `FK_173bbe7dd23149c72258abb96db`");
    await queryRunner.query("DROP INDEX `UQ_signal_ledger_previous` ON `signal_ledger`");
    await queryRunner.query("DROP INDEX `UQ_signal_ledger_signal` ON `signal_ledger`");
    await queryRunner.query("DROP INDEX `UQ_signal_ledger_sequence` ON `signal_ledger`");
    await queryRunner.query("DROP TABLE `signal_ledger`");
  }
}
