import type { MigrationInterface, QueryRunner } from 'typeorm';
import { carryChainIntoLog, chainFromLog } from '../../../ledger/carry-chain-into-log.js';

export class TransparencyLog1795782391875 implements MigrationInterface {
  name = 'TransparencyLog1795782391875';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `ledger_checkpoints` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `treeSize` int NOT NULL, `rootHash` varchar(64) NOT NULL, `note` text NOT NULL, UNIQUE INDEX `UQ_ledger_checkpoints_size` (`treeSize`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ledger_entries` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `entryIndex` int NOT NULL, `kind` varchar(16) NOT NULL, `signalId` int NULL, `claim` varchar(40) NULL, `body` text NOT NULL, `integratedAt` datetime(3) NOT NULL, UNIQUE INDEX `UQ_ledger_entries_index` (`entryIndex`), INDEX `IDX_ledger_entries_signal` (`signalId`), UNIQUE INDEX `UQ_ledger_entries_claim` (`claim`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ledger_hashes` (`storageIndex` int NOT NULL, `hash` varchar(64) NOT NULL, PRIMARY KEY (`storageIndex`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ledger_salts` (`signalId` int NOT NULL, `salt` varchar(64) NOT NULL, PRIMARY KEY (`signalId`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `signals` ADD `priceAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `oppositeOutcome` varchar(8) NULL");
    await queryRunner.query("ALTER TABLE `signals` ADD `oppositeResultRGross` decimal(6,2) NULL");
    await queryRunner.query("ALTER TABLE `ledger_entries` ADD CONSTRAINT `FK_715f9dace79c9f0b74e20586120` FOREIGN KEY (`signalId`) REFERENCES `signals`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ledger_salts` ADD CONSTRAINT `FK_bcd9da1f24dc102fd749e5a1e64` FOREIGN KEY (`signalId`) REFERENCES `signals`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    // The old chain enters the log as its first entries, hashes kept; then the old table goes.
    await carryChainIntoLog(queryRunner);
    await queryRunner.query("ALTER TABLE `signal_ledger` DROP FOREIGN KEY `FK_173bbe7dd23149c72258abb96db`");
    await queryRunner.query("DROP TABLE `signal_ledger`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `signal_ledger` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `sequence` int NOT NULL, `signalId` int NOT NULL, `previousHash` varchar(64) NOT NULL, `hash` varchar(64) NOT NULL, UNIQUE INDEX `UQ_signal_ledger_sequence` (`sequence`), UNIQUE INDEX `UQ_signal_ledger_signal` (`signalId`), UNIQUE INDEX `UQ_signal_ledger_previous` (`previousHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `signal_ledger` ADD CONSTRAINT `FK_173bbe7dd23149c72258abb96db` FOREIGN KEY (`signalId`) REFERENCES `signals`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    // Only the old chain's links come back: what was published after it lives in the log alone.
    await chainFromLog(queryRunner);
    await queryRunner.query("ALTER TABLE `ledger_salts` DROP FOREIGN KEY `FK_bcd9da1f24dc102fd749e5a1e64`");
    await queryRunner.query("ALTER TABLE `ledger_entries` DROP FOREIGN KEY `FK_715f9dace79c9f0b74e20586120`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `oppositeResultRGross`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `oppositeOutcome`");
    await queryRunner.query("ALTER TABLE `signals` DROP COLUMN `priceAt`");
    await queryRunner.query("DROP TABLE `ledger_salts`");
    await queryRunner.query("DROP TABLE `ledger_hashes`");
    await queryRunner.query("DROP INDEX `UQ_ledger_entries_claim` ON `ledger_entries`");
    await queryRunner.query("DROP INDEX `IDX_ledger_entries_signal` ON `ledger_entries`");
    await queryRunner.query("DROP INDEX `UQ_ledger_entries_index` ON `ledger_entries`");
    await queryRunner.query("DROP TABLE `ledger_entries`");
    await queryRunner.query("DROP INDEX `UQ_ledger_checkpoints_size` ON `ledger_checkpoints`");
    await queryRunner.query("DROP TABLE `ledger_checkpoints`");
  }
}
