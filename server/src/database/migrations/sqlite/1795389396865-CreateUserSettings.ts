import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUserSettings1795389396865 implements MigrationInterface {
  name = 'CreateUserSettings1795389396865';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"user_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"timeZone\" varchar(64), \"calendarTokenHash\" varchar(64), \"calendarTokenCreatedAt\" datetime(3), CONSTRAINT \"REL_986a2b6d3c05eb4091bb8066f7\" UNIQUE (\"userId\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_user\" ON \"user_settings\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_calendar_token\" ON \"user_settings\" (\"calendarTokenHash\") ");
    await queryRunner.query("DROP INDEX \"UQ_user_settings_user\"");
    await queryRunner.query("DROP INDEX \"UQ_user_settings_calendar_token\"");
    await queryRunner.query("CREATE TABLE \"temporary_user_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"timeZone\" varchar(64), \"calendarTokenHash\" varchar(64), \"calendarTokenCreatedAt\" datetime(3), CONSTRAINT \"REL_986a2b6d3c05eb4091bb8066f7\" UNIQUE (\"userId\"), CONSTRAINT \"FK_986a2b6d3c05eb4091bb8066f78\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_user_settings\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"timeZone\", \"calendarTokenHash\", \"calendarTokenCreatedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"timeZone\", \"calendarTokenHash\", \"calendarTokenCreatedAt\" FROM \"user_settings\"");
    await queryRunner.query("DROP TABLE \"user_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_user_settings\" RENAME TO \"user_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_user\" ON \"user_settings\" (\"userId\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_calendar_token\" ON \"user_settings\" (\"calendarTokenHash\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"UQ_user_settings_calendar_token\"");
    await queryRunner.query("DROP INDEX \"UQ_user_settings_user\"");
    await queryRunner.query("ALTER TABLE \"user_settings\" RENAME TO \"temporary_user_settings\"");
    await queryRunner.query("CREATE TABLE \"user_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"userId\" integer NOT NULL, \"timeZone\" varchar(64), \"calendarTokenHash\" varchar(64), \"calendarTokenCreatedAt\" datetime(3), CONSTRAINT \"REL_986a2b6d3c05eb4091bb8066f7\" UNIQUE (\"userId\"))");
    await queryRunner.query("INSERT INTO \"user_settings\"(\"id\", \"createdAt\", \"updatedAt\", \"userId\", \"timeZone\", \"calendarTokenHash\", \"calendarTokenCreatedAt\") SELECT \"id\", \"createdAt\", \"updatedAt\", \"userId\", \"timeZone\", \"calendarTokenHash\", \"calendarTokenCreatedAt\" FROM \"temporary_user_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_user_settings\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_calendar_token\" ON \"user_settings\" (\"calendarTokenHash\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_user_settings_user\" ON \"user_settings\" (\"userId\") ");
    await queryRunner.query("DROP INDEX \"UQ_user_settings_calendar_token\"");
    await queryRunner.query("DROP INDEX \"UQ_user_settings_user\"");
    await queryRunner.query("DROP TABLE \"user_settings\"");
  }
}
