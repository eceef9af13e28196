import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarketDataModule } from '../market-data/market-data.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { NewsInfluenceSource, NoNewsInfluence } from './news-influence.js';
import { Signal } from './signal.entity.js';
import { SignalRunsService } from './signal-runs.service.js';
import { SignalsController } from './signals.controller.js';
import { SignalsJobs } from './signals.jobs.js';
import { SignalsService } from './signals.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Signal]), MarketDataModule, SubscriptionsModule],
  controllers: [SignalsController],
  providers: [
    SignalsService,
    SignalRunsService,
    SignalsJobs,
    // Replaced by the news module's reader once it exists; until then signals ignore the news.
    { provide: NewsInfluenceSource, useClass: NoNewsInfluence },
  ],
  exports: [SignalsService, SignalRunsService],
})
export class SignalsModule {}
