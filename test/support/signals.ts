import { isMarketOpen } from '#domain/market-hours';
import { AppConfig } from '../../server/src/config/app-config.js';
import { liveModel } from '../../server/src/signals/model/signal-model.js';
import { closesBar } from '../../server/src/signals/model/trading-day.js';
import { parseSigner, type NoteSigner } from '../../server/src/ledger/note-key.js';
import type { Signal } from '../../server/src/signals/signal.entity.js';
import { replayHistory, type HistorySignal } from './history.js';
import type { FakeClock } from './fake-clock.js';
import type { TestApp } from './test-app.js';

const HOUR = 3600_000;

/** The test app's log signer, from its configuration (the key the server signs checkpoints with). */
export function ledgerSigner(testApp: TestApp): NoteSigner {
  return parseSigner(testApp.app.get(AppConfig).ledgerSigningKey);
}

/**
 * An open EURUSD buy published now by the test app's clock (or at `createdAt`), 30 pips of risk and
 * a 2 R target, valid 24 hours from now; committed in the log at its publication time, and revealed
 * there too when the overrides settle it.
 */
export async function seedSignal(testApp: TestApp, overrides: Partial<HistorySignal> = {}): Promise<Signal> {
  return (await seedSignals(testApp, [overrides]))[0];
}

/** Several signals at once, each as seedSignal makes it, written in time order. */
export function seedSignals(testApp: TestApp, signals: Partial<HistorySignal>[]): Promise<Signal[]> {
  const now = testApp.clock.now();
  return replayHistory(
    testApp.dataSource,
    ledgerSigner(testApp),
    signals.map((overrides) => ({
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
      updatedAt: now,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
      ...overrides,
      createdAt: overrides.createdAt ?? now,
    })),
    testApp.clock,
  );
}

/**
 * Moves the clock to 30 seconds past the next moment the live engine decides: the close of one of
 * its bars (every hour for an hourly model, 17:00 New York for the daily one) after which forex
 * still trades. Off those moments the engine publishes nothing (a stale price, a bar not closed, a
 * closed market).
 */
export function moveToNextDecision(clock: FakeClock): void {
  const hours = liveModel().horizon?.hours ?? 1;
  let at = Math.floor(clock.now().getTime() / HOUR) * HOUR + HOUR;
  const decides = (close: number) =>
    (hours === 1 || closesBar(close - HOUR, hours)) &&
    isMarketOpen('EURUSD', new Date(close - HOUR / 2)) &&
    isMarketOpen('EURUSD', new Date(close + 30_000));
  while (!decides(at)) at += HOUR;
  clock.moveTo(new Date(at + 30_000));
}
