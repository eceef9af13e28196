import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNews1795311539716 implements MigrationInterface {
  name = 'CreateNews1795311539716';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"news_events\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"source\" varchar(16) NOT NULL, \"sourceKey\" varchar(64) NOT NULL, \"event\" varchar(200) NOT NULL, \"country\" varchar(8) NOT NULL, \"currency\" varchar(8) NOT NULL, \"sourceImpact\" varchar(32) NOT NULL, \"publishedAt\" datetime(3) NOT NULL, \"previous\" varchar(40), \"forecast\" varchar(40), \"actual\" varchar(40), \"impact\" varchar(8), \"surprise\" varchar(160), \"surpriseNumeric\" double, \"sentiment\" varchar(8), \"analyzedAt\" datetime(3), CONSTRAINT \"UQ_news_events_source_key\" UNIQUE (\"source\", \"sourceKey\"))");
    await queryRunner.query("CREATE INDEX \"IDX_news_events_source_published\" ON \"news_events\" (\"source\", \"publishedAt\") ");
    await queryRunner.query("CREATE TABLE \"news_fetches\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"createdAt\" datetime(3) NOT NULL, \"updatedAt\" datetime(3) NOT NULL, \"source\" varchar(16) NOT NULL, \"attemptedAt\" datetime(3) NOT NULL, \"succeeded\" boolean NOT NULL, \"nextFetchAt\" datetime(3) NOT NULL, \"received\" integer NOT NULL DEFAULT (0), \"inserted\" integer NOT NULL DEFAULT (0), \"updated\" integer NOT NULL DEFAULT (0), \"removed\" integer NOT NULL DEFAULT (0), \"error\" varchar(300))");
    await queryRunner.query("CREATE INDEX \"IDX_news_fetches_source_attempted\" ON \"news_fetches\" (\"source\", \"attemptedAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_news_fetches_source_attempted\"");
    await queryRunner.query("DROP TABLE \"news_fetches\"");
    await queryRunner.query("DROP INDEX \"IDX_news_events_source_published\"");
    await queryRunner.query("DROP TABLE \"news_events\"");
  }
}
