import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarketDataModule } from '../market-data/market-data.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { NewsModule } from '../news/news.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { ActiveSignalsCache } from './active-signals.cache.js';
import { BacktestReportService } from './backtest-report.service.js';
import { CalendarNewsInfluence } from './calendar-news-influence.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { SignalCommitmentSubscriber } from './signal-commitment.subscriber.js';
import { SignalPublisher } from './signal-publisher.js';
import { NewsInfluenceSource } from './news-influence.js';
import { Signal } from './signal.entity.js';
import { SignalRunsService } from './signal-runs.service.js';
import { SignalDetailController } from './signal-detail.controller.js';
import { SignalDetailService } from './signal-detail.service.js';
import { SignalsAdminController } from './signals-admin.controller.js';
import { SignalsController } from './signals.controller.js';
import { SignalsJobs } from './signals.jobs.js';
import { SignalsService } from './signals.service.js';
import { SignalStream } from './signal-stream.service.js';
import { StreamSeats } from './stream-seats.js';
import { TrackRecordController } from './track-record.controller.js';
import { TrackRecordService } from './track-record.service.js';
import { TraderSignalsService } from './trader-signals.service.js';
import { LiveCosts } from './costs/live-costs.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Signal]),
    LedgerModule,
    MarketDataModule,
    SubscriptionsModule,
    NewsModule,
    PlansModule,
  ],
  controllers: [SignalsController, TrackRecordController, SignalDetailController, SignalsAdminController],
  providers: [
    SignalsService,
    ActiveSignalsCache,
    SignalStream,
    StreamSeats,
    BacktestReportService,
    TrackRecordService,
    SignalPublisher,
    SignalCommitmentSubscriber,
    SignalDetailService,
    TraderSignalsService,
    SignalRunsService,
    SignalsJobs,
    LiveCosts,
    // The engine reads the economic calendar of the news module.
    { provide: NewsInfluenceSource, useClass: CalendarNewsInfluence },
  ],
  exports: [SignalsService, SignalRunsService, SignalStream, SignalPublisher, LedgerModule],
})
export class SignalsModule {}
