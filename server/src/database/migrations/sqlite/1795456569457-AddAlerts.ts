import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAlerts1795456569457 implements MigrationInterface {
  name = 'AddAlerts1795456569457';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"alert_cursors\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"name\" varchar(64) NOT NULL, \"position\" bigint NOT NULL DEFAULT (0), \"at\" datetime(3))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_cursors_name\" ON \"alert_cursors\" (\"name\") ");
    await queryRunner.query("CREATE TABLE \"alert_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"channel\" varchar(16) NOT NULL, \"event\" varchar(32) NOT NULL, \"dedupeKey\" varchar(191) NOT NULL, \"subject\" varchar(200) NOT NULL, \"text\" text NOT NULL, \"link\" varchar(500), \"data\" text NOT NULL, \"needsAccess\" boolean NOT NULL DEFAULT (0), \"status\" varchar(16) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"nextAttemptAt\" datetime(3) NOT NULL, \"claimedUntil\" datetime(3), \"lastError\" varchar(300), \"sentAt\" datetime(3))");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_user\" ON \"alert_deliveries\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_deliveries_key\" ON \"alert_deliveries\" (\"dedupeKey\") ");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_due\" ON \"alert_deliveries\" (\"status\", \"nextAttemptAt\") ");
    await queryRunner.query("CREATE TABLE \"alert_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"emailEnabled\" boolean NOT NULL DEFAULT (1), \"telegramChatId\" varchar(32), \"telegramEnabled\" boolean NOT NULL DEFAULT (0), \"telegramLinkCodeHash\" varchar(64), \"telegramLinkExpiresAt\" datetime(3), \"webhookUrl\" varchar(500), \"webhookSalt\" varchar(64), \"webhookEnabled\" boolean NOT NULL DEFAULT (0), \"newSignals\" boolean NOT NULL DEFAULT (1), \"signalCategories\" text NOT NULL, \"minConfidence\" integer NOT NULL DEFAULT (0), \"signalOutcomes\" boolean NOT NULL DEFAULT (0), \"highImpactNews\" boolean NOT NULL DEFAULT (0), \"newsCurrencies\" text NOT NULL, \"subscriptionReminders\" boolean NOT NULL DEFAULT (1), \"paymentConfirmed\" boolean NOT NULL DEFAULT (1), CONSTRAINT \"REL_26bad7861d4026bb22407614f7\" UNIQUE (\"userId\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_user\" ON \"alert_settings\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_telegram_code\" ON \"alert_settings\" (\"telegramLinkCodeHash\") ");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_user\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_deliveries_key\"");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_due\"");
    await queryRunner.query("CREATE TABLE \"temporary_alert_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"channel\" varchar(16) NOT NULL, \"event\" varchar(32) NOT NULL, \"dedupeKey\" varchar(191) NOT NULL, \"subject\" varchar(200) NOT NULL, \"text\" text NOT NULL, \"link\" varchar(500), \"data\" text NOT NULL, \"needsAccess\" boolean NOT NULL DEFAULT (0), \"status\" varchar(16) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"nextAttemptAt\" datetime(3) NOT NULL, \"claimedUntil\" datetime(3), \"lastError\" varchar(300), \"sentAt\" datetime(3), CONSTRAINT \"FK_06330111559500e998ff0b3750e\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_alert_deliveries\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"channel\", \"event\", \"dedupeKey\", \"subject\", \"text\", \"link\", \"data\", \"needsAccess\", \"status\", \"attempts\", \"nextAttemptAt\", \"claimedUntil\", \"lastError\", \"sentAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"channel\", \"event\", \"dedupeKey\", \"subject\", \"text\", \"link\", \"data\", \"needsAccess\", \"status\", \"attempts\", \"nextAttemptAt\", \"claimedUntil\", \"lastError\", \"sentAt\" FROM \"alert_deliveries\"");
    await queryRunner.query("DROP TABLE \"alert_deliveries\"");
    await queryRunner.query("ALTER TABLE \"temporary_alert_deliveries\" RENAME TO \"alert_deliveries\"");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_user\" ON \"alert_deliveries\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_deliveries_key\" ON \"alert_deliveries\" (\"dedupeKey\") ");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_due\" ON \"alert_deliveries\" (\"status\", \"nextAttemptAt\") ");
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_user\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_telegram_code\"");
    await queryRunner.query("CREATE TABLE \"temporary_alert_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"emailEnabled\" boolean NOT NULL DEFAULT (1), \"telegramChatId\" varchar(32), \"telegramEnabled\" boolean NOT NULL DEFAULT (0), \"telegramLinkCodeHash\" varchar(64), \"telegramLinkExpiresAt\" datetime(3), \"webhookUrl\" varchar(500), \"webhookSalt\" varchar(64), \"webhookEnabled\" boolean NOT NULL DEFAULT (0), \"newSignals\" boolean NOT NULL DEFAULT (1), \"signalCategories\" text NOT NULL, \"minConfidence\" integer NOT NULL DEFAULT (0), \"signalOutcomes\" boolean NOT NULL DEFAULT (0), \"highImpactNews\" boolean NOT NULL DEFAULT (0), \"newsCurrencies\" text NOT NULL, \"subscriptionReminders\" boolean NOT NULL DEFAULT (1), \"paymentConfirmed\" boolean NOT NULL DEFAULT (1), CONSTRAINT \"REL_26bad7861d4026bb22407614f7\" UNIQUE (\"userId\"), CONSTRAINT \"FK_26bad7861d4026bb22407614f77\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_alert_settings\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"emailEnabled\", \"telegramChatId\", \"telegramEnabled\", \"telegramLinkCodeHash\", \"telegramLinkExpiresAt\", \"webhookUrl\", \"webhookSalt\", \"webhookEnabled\", \"newSignals\", \"signalCategories\", \"minConfidence\", \"signalOutcomes\", \"highImpactNews\", \"newsCurrencies\", \"subscriptionReminders\", \"paymentConfirmed\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"emailEnabled\", \"telegramChatId\", \"telegramEnabled\", \"telegramLinkCodeHash\", \"telegramLinkExpiresAt\", \"webhookUrl\", \"webhookSalt\", \"webhookEnabled\", \"newSignals\", \"signalCategories\", \"minConfidence\", \"signalOutcomes\", \"highImpactNews\", \"newsCurrencies\", \"subscriptionReminders\", \"paymentConfirmed\" FROM \"alert_settings\"");
    await queryRunner.query("DROP TABLE \"alert_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_alert_settings\" RENAME TO \"alert_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_user\" ON \"alert_settings\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_telegram_code\" ON \"alert_settings\" (\"telegramLinkCodeHash\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_telegram_code\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_user\"");
    await queryRunner.query("ALTER TABLE \"alert_settings\" RENAME TO \"temporary_alert_settings\"");
    await queryRunner.query("CREATE TABLE \"alert_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"emailEnabled\" boolean NOT NULL DEFAULT (1), \"telegramChatId\" varchar(32), \"telegramEnabled\" boolean NOT NULL DEFAULT (0), \"telegramLinkCodeHash\" varchar(64), \"telegramLinkExpiresAt\" datetime(3), \"webhookUrl\" varchar(500), \"webhookSalt\" varchar(64), \"webhookEnabled\" boolean NOT NULL DEFAULT (0), \"newSignals\" boolean NOT NULL DEFAULT (1), \"signalCategories\" text NOT NULL, \"minConfidence\" integer NOT NULL DEFAULT (0), \"signalOutcomes\" boolean NOT NULL DEFAULT (0), \"highImpactNews\" boolean NOT NULL DEFAULT (0), \"newsCurrencies\" text NOT NULL, \"subscriptionReminders\" boolean NOT NULL DEFAULT (1), \"paymentConfirmed\" boolean NOT NULL DEFAULT (1), CONSTRAINT \"REL_26bad7861d4026bb22407614f7\" UNIQUE (\"userId\"))");
    await queryRunner.query("INSERT INTO \"alert_settings\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"emailEnabled\", \"telegramChatId\", \"telegramEnabled\", \"telegramLinkCodeHash\", \"telegramLinkExpiresAt\", \"webhookUrl\", \"webhookSalt\", \"webhookEnabled\", \"newSignals\", \"signalCategories\", \"minConfidence\", \"signalOutcomes\", \"highImpactNews\", \"newsCurrencies\", \"subscriptionReminders\", \"paymentConfirmed\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"emailEnabled\", \"telegramChatId\", \"telegramEnabled\", \"telegramLinkCodeHash\", \"telegramLinkExpiresAt\", \"webhookUrl\", \"webhookSalt\", \"webhookEnabled\", \"newSignals\", \"signalCategories\", \"minConfidence\", \"signalOutcomes\", \"highImpactNews\", \"newsCurrencies\", \"subscriptionReminders\", \"paymentConfirmed\" FROM \"temporary_alert_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_alert_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_telegram_code\" ON \"alert_settings\" (\"telegramLinkCodeHash\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_settings_user\" ON \"alert_settings\" (\"userId\") ");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_due\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_deliveries_key\"");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_user\"");
    await queryRunner.query("ALTER TABLE \"alert_deliveries\" RENAME TO \"temporary_alert_deliveries\"");
    await queryRunner.query("CREATE TABLE \"alert_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"channel\" varchar(16) NOT NULL, \"event\" varchar(32) NOT NULL, \"dedupeKey\" varchar(191) NOT NULL, \"subject\" varchar(200) NOT NULL, \"text\" text NOT NULL, \"link\" varchar(500), \"data\" text NOT NULL, \"needsAccess\" boolean NOT NULL DEFAULT (0), \"status\" varchar(16) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"nextAttemptAt\" datetime(3) NOT NULL, \"claimedUntil\" datetime(3), \"lastError\" varchar(300), \"sentAt\" datetime(3))");
    await queryRunner.query("INSERT INTO \"alert_deliveries\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"channel\", \"event\", \"dedupeKey\", \"subject\", \"text\", \"link\", \"data\", \"needsAccess\", \"status\", \"attempts\", \"nextAttemptAt\", \"claimedUntil\", \"lastError\", \"sentAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"channel\", \"event\", \"dedupeKey\", \"subject\", \"text\", \"link\", \"data\", \"needsAccess\", \"status\", \"attempts\", \"nextAttemptAt\", \"claimedUntil\", \"lastError\", \"sentAt\" FROM \"temporary_alert_deliveries\"");
    await queryRunner.query("DROP TABLE \"temporary_alert_deliveries\"");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_due\" ON \"alert_deliveries\" (\"status\", \"nextAttemptAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_alert_deliveries_key\" ON \"alert_deliveries\" (\"dedupeKey\") ");
    await queryRunner.query("CREATE INDEX \"IDX_alert_deliveries_user\" ON \"alert_deliveries\" (\"userId\") ");
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_telegram_code\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_settings_user\"");
    await queryRunner.query("DROP TABLE \"alert_settings\"");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_due\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_deliveries_key\"");
    await queryRunner.query("DROP INDEX \"IDX_alert_deliveries_user\"");
    await queryRunner.query("DROP TABLE \"alert_deliveries\"");
    await queryRunner.query("DROP INDEX \"UQ_alert_cursors_name\"");
    await queryRunner.query("DROP TABLE \"alert_cursors\"");
  }
}
