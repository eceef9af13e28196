import { Module } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { CsvMarketDataProvider } from './providers/csv.provider.js';
import { MarketDataProvider } from './providers/market-data-provider.js';
import { SimulatedMarketDataProvider } from './providers/simulated.provider.js';
import { TwelveDataMarketDataProvider } from './providers/twelvedata.provider.js';

/** The one market data provider MARKET_DATA_PROVIDER names; nothing else knows which runs. */
export function createMarketDataProvider(
  config: AppConfig['marketData'],
  clock: Pick<Clock, 'now'>,
): MarketDataProvider {
  switch (config.provider) {
    case 'twelvedata':
      return new TwelveDataMarketDataProvider(
        {
          apiKey: config.twelveData.apiKey!,
          baseUrl: config.twelveData.baseUrl,
          requestsPerMinute: config.twelveData.requestsPerMinute,
        },
        clock,
      );
    case 'csv':
      return new CsvMarketDataProvider(config.csvDir!, clock);
    case 'simulated':
      return new SimulatedMarketDataProvider(config.simulatedSeed, clock);
  }
}

@Module({
  providers: [
    {
      provide: MarketDataProvider,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock) => createMarketDataProvider(config.marketData, clock),
    },
  ],
  exports: [MarketDataProvider],
})
export class MarketDataModule {}
