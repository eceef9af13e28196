import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNews1795311539716 implements MigrationInterface {
  name = 'CreateNews1795311539716';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `news_events` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `source` varchar(16) NOT NULL, `sourceKey` varchar(64) NOT NULL, `event` varchar(200) NOT NULL, `country` varchar(8) NOT NULL, `currency` varchar(8) NOT NULL, `sourceImpact` varchar(32) NOT NULL, `publishedAt` datetime(3) NOT NULL, `previous` varchar(40) NULL, `forecast` varchar(40) NULL, `actual` varchar(40) NULL, `impact` varchar(8) NULL, `surprise` varchar(160) NULL, `surpriseNumeric` double NULL, `sentiment` varchar(8) NULL, `analyzedAt` datetime(3) NULL, INDEX `IDX_news_events_source_published` (`source`, `publishedAt`), UNIQUE INDEX `UQ_news_events_source_key` (`source`, `sourceKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `news_fetches` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `source` varchar(16) NOT NULL, `attemptedAt` datetime(3) NOT NULL, `succeeded` tinyint NOT NULL, `nextFetchAt` datetime(3) NOT NULL, `received` int NOT NULL DEFAULT '0', `inserted` int NOT NULL DEFAULT '0', `updated` int NOT NULL DEFAULT '0', `removed` int NOT NULL DEFAULT '0', `error` varchar(300) NULL, INDEX `IDX_news_fetches_source_attempted` (`source`, `attemptedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_news_fetches_source_attempted` ON `news_fetches`");
    await queryRunner.query("DROP TABLE `news_fetches`");
    await queryRunner.query("DROP INDEX `UQ_news_events_source_key` ON `news_events`");
    await queryRunner.query("DROP INDEX `IDX_news_events_source_published` ON `news_events`");
    await queryRunner.query("DROP TABLE `news_events`");
  }
}
