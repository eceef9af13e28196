import { Signal } from '../../server/src/signals/signal.entity.js';
import type { TestApp } from './test-app.js';

const HOUR = 3600_000;

/** An open EURUSD buy published now by the test app's clock (30 pips of risk, 2 R target), valid 24 hours. */
export function seedSignal(testApp: TestApp, overrides: Partial<Signal> = {}): Promise<Signal> {
  const repository = testApp.dataSource.getRepository(Signal);
  const now = testApp.clock.now();
  return repository.save(
    repository.create({
      symbol: 'EURUSD',
      category: 'Major',
      signalType: 'BUY',
      entryPrice: 1.0852,
      stopLoss: 1.0822,
      takeProfit: 1.0912,
      stopLossPips: 30,
      takeProfitPips: 60,
      riskReward: 2,
      confidence: 52,
      reasoning: 'BUY EURUSD: EMA 21 is above EMA 55.',
      newsInfluence: null,
      outcome: 'OPEN',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
      ...overrides,
    }),
  );
}
