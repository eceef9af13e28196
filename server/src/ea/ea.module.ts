import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { MarketDataModule } from '../market-data/market-data.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { AccountTradesController } from './account-trades.controller.js';
import { AccountsAdminController } from './accounts-admin.controller.js';
import { AccountTradesService } from './account-trades.service.js';
import { CrossRates } from './cross-rates.js';
import { EaController } from './ea.controller.js';
import { EaFeedService } from './ea-feed.service.js';
import { EaKeyGuard } from './ea-key.guard.js';
import { EaReportsService } from './ea-reports.service.js';
import { EaTrade } from './ea-trade.entity.js';

/** Linked MetaTrader accounts as endpoints: the Expert Advisor's feed and reports, and each account's record. */
@Module({
  imports: [TypeOrmModule.forFeature([EaTrade]), AccountsModule, SignalsModule, MarketDataModule],
  controllers: [EaController, AccountTradesController, AccountsAdminController],
  providers: [EaFeedService, EaReportsService, AccountTradesService, EaKeyGuard, CrossRates],
})
export class EaModule {}
