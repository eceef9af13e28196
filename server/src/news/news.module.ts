import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { NewsEvent } from './news-event.entity.js';
import { NewsFetch } from './news-fetch.entity.js';
import { NewsRefreshJob } from './news-refresh.job.js';
import { NewsRefreshService } from './news-refresh.service.js';
import { NewsController } from './news.controller.js';
import { CalendarFeedController } from './calendar-feed.controller.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { NewsService } from './news.service.js';
import { DemoNewsSource } from './providers/demo.source.js';
import { FmpSource } from './providers/fmp.source.js';
import { ForexFactorySource } from './providers/forexfactory.source.js';
import { NEWS_SOURCE, type NewsSource } from './providers/news-source.js';

/** The source NEWS_SOURCE names; nothing outside providers/ knows which one runs. */
export function createNewsSource(config: AppConfig): NewsSource {
  const timeoutMs = config.news.fetchTimeoutSeconds * 1000;
  const minIntervalMs = config.news.minFetchMinutes * 60_000;
  switch (config.newsSource) {
    case 'forexfactory':
      return new ForexFactorySource({ feedUrl: config.news.forexFactoryFeedUrl, timeoutMs, minIntervalMs });
    case 'fmp':
      return new FmpSource({
        apiKey: config.news.fmp.apiKey!,
        baseUrl: config.news.fmp.baseUrl,
        timeoutMs,
        minIntervalMs,
      });
    case 'demo':
      return new DemoNewsSource();
  }
}

/**
 * The economic calendar: sources, storage, analysis, the news endpoints and the refresh job.
 * Other modules import it for NewsService (upcoming high-impact events, currency bias).
 */
@Module({
  imports: [TypeOrmModule.forFeature([NewsEvent, NewsFetch]), SubscriptionsModule, UsersModule],
  controllers: [NewsController, CalendarFeedController],
  providers: [
    { provide: NEWS_SOURCE, inject: [AppConfig], useFactory: createNewsSource },
    NewsService,
    CalendarFeedService,
    NewsRefreshService,
    NewsRefreshJob,
  ],
  exports: [NewsService],
})
export class NewsModule {}
