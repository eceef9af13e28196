import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EaSafetyAndSharedLogins1795782518117 implements MigrationInterface {
  name = 'EaSafetyAndSharedLogins1795782518117';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `keyRevokedAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `sharedLoginNoticeAt` datetime(3) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalLotSteps` text NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalServer` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalLogin` varchar(20) NULL");
    await queryRunner.query("ALTER TABLE `mt_accounts` ADD `terminalNotTrading` varchar(24) NULL");
    await queryRunner.query("ALTER TABLE `ea_trades` ADD `closeNote` varchar(200) NULL");
    // Widened in place (the generator would drop and add it, losing every reported currency).
    await queryRunner.query("ALTER TABLE `mt_accounts` MODIFY `terminalCurrency` varchar(8) NULL");
    await queryRunner.query("CREATE INDEX `IDX_mt_accounts_terminal_login` ON `mt_accounts` (`terminalServer`, `terminalLogin`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_mt_accounts_terminal_login` ON `mt_accounts`");
    await queryRunner.query("UPDATE `mt_accounts` SET `terminalCurrency` = NULL WHERE CHAR_LENGTH(`terminalCurrency`) > 3");
    await queryRunner.query("ALTER TABLE `mt_accounts` MODIFY `terminalCurrency` varchar(3) NULL");
    await queryRunner.query("ALTER TABLE `ea_trades` DROP COLUMN `closeNote`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalNotTrading`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalLogin`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalServer`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `terminalLotSteps`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `sharedLoginNoticeAt`");
    await queryRunner.query("ALTER TABLE `mt_accounts` DROP COLUMN `keyRevokedAt`");
  }
}
