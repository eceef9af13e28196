import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { MarketDataModule } from '../market-data/market-data.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { AccountTradesController } from './account-trades.controller.js';
import { AccountsAdminController } from './accounts-admin.controller.js';
import { AccountTradesService } from './account-trades.service.js';
import { EaAccess } from './ea-access.js';
import { EaController } from './ea.controller.js';
import { EaFeedService } from './ea-feed.service.js';
import { EaKeyGuard } from './ea-key.guard.js';
import { EaReportsService } from './ea-reports.service.js';
import { EaTrade } from './ea-trade.entity.js';
import { ExpertAdvisorController, ExpertAdvisorDownloadController } from './expert-advisor.controller.js';
import { ExpertAdvisorFile } from './expert-advisor-file.js';
import { LatestPrices } from './latest-prices.js';
import { SharedLogins } from './shared-logins.js';

/** Linked MetaTrader accounts as endpoints: the Expert Advisor's feed and reports, and each account's record. */
@Module({
  imports: [TypeOrmModule.forFeature([EaTrade, MtAccount]), AccountsModule, SignalsModule, MarketDataModule],
  controllers: [
    EaController,
    ExpertAdvisorController,
    ExpertAdvisorDownloadController,
    AccountTradesController,
    AccountsAdminController,
  ],
  providers: [
    EaFeedService,
    EaReportsService,
    AccountTradesService,
    EaKeyGuard,
    EaAccess,
    LatestPrices,
    SharedLogins,
    ExpertAdvisorFile,
  ],
})
export class EaModule {}
