import type { DataSource, DeepPartial } from 'typeorm';
import { closeSignal, commitSignal } from '../../server/src/ledger/ledger-writes.js';
import type { NoteSigner } from '../../server/src/ledger/note-key.js';
import { isFullySettled, settlementOf, signalFieldsOf } from '../../server/src/signals/signal-fields.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import type { FakeClock } from './fake-clock.js';

const HOUR = 3600_000;

/** A signal of a history: published at createdAt, and (when settled) revealed at revealedAt or when it closed. */
export type HistorySignal = DeepPartial<Signal> & { createdAt: Date; revealedAt?: Date };

/** The defaults of a signal as the engine writes one: an open EURUSD buy, 30 pips of risk, 2 R target, valid 48 hours. */
export function historySignal(createdAt: Date, overrides: Omit<HistorySignal, 'createdAt'> = {}): HistorySignal {
  return {
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
    reasoning: 'BUY EURUSD: seeded history.',
    newsInfluence: null,
    outcome: 'OPEN',
    createdAt,
    updatedAt: createdAt,
    expiresAt: new Date(createdAt.getTime() + 48 * HOUR),
    ...overrides,
  };
}

/**
 * Writes a history of signals as the server would have written it over that time: each published
 * (row and commitment) at its createdAt, and each settled one revealed when it closed, every event
 * in time order, each checkpoint signed with `signer` (the server's key). A track record takes days
 * to build live; this replays one through the log's own writers, so it verifies like a real one.
 * The log must hold nothing later than the first event.
 */
export async function replayHistory(
  dataSource: DataSource,
  signer: NoteSigner,
  signals: HistorySignal[],
  /**
   * The running app's clock, when the data source is the app's: each signal is then saved as the app
   * saves one (its commitment subscriber commits it, and the caches and streams hear of it) with the
   * clock set to the signal's publication for the moment; the clock is back where it was after.
   */
  clock?: FakeClock,
): Promise<Signal[]> {
  type Event = { at: number; order: number; run: () => Promise<void> };
  const saved: Signal[] = [];
  const events: Event[] = [];
  for (const [order, spec] of signals.entries()) {
    const { revealedAt, ...columns } = spec;
    const published = spec.createdAt;
    let signal: Signal;
    events.push({
      at: published.getTime(),
      order,
      run: () =>
        dataSource.transaction(async (manager) => {
          if (clock) {
            const now = clock.now();
            clock.moveTo(published);
            try {
              signal = await manager.save(manager.create(Signal, { updatedAt: published, ...columns }));
            } finally {
              clock.moveTo(now);
            }
          } else {
            // A data source of its own has no commitment subscriber: the commitment is written here.
            const inserted = await manager
              .createQueryBuilder()
              .insert()
              .into(Signal)
              .values({ updatedAt: published, ...columns } as never)
              .callListeners(false)
              .execute();
            signal = await manager.findOneByOrFail(Signal, { id: Number(inserted.identifiers[0].id) });
            await commitSignal(manager, signer, signalFieldsOf(signal), published);
          }
          saved[order] = await manager.findOneByOrFail(Signal, { id: signal.id });
        }),
    });
    // The row as it will be stored, with the columns' defaults: whether it is settled enough to reveal.
    const preview = dataSource.manager.create(Signal, {
      settlementRule: 'tradable',
      delayedViewMinutes: 0,
      oppositeResultR: null,
      delayedOutcome: null,
      ...columns,
      id: 0,
    });
    if (isFullySettled(preview)) {
      const closed = revealedAt ?? spec.closedAt ?? spec.expiresAt;
      events.push({
        at: (closed as Date).getTime(),
        order,
        run: () =>
          dataSource.transaction((manager) =>
            closeSignal(
              manager,
              signer,
              signalFieldsOf(signal),
              signal.outcome === 'VOID'
                ? { voidReason: 'No price a reader could act on between publication and expiry' }
                : settlementOf(signal),
              closed as Date,
            ),
          ),
      });
    }
  }
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) await event.run();
  return saved;
}
