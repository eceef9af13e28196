import type TestAgent from 'supertest/lib/agent.js';
import type { DeepPartial } from 'typeorm';
import type { LedgerEntryDto, LedgerPageDto } from '../../server/src/signals/dto/ledger.dto.js';
import { GENESIS_HASH } from '../../server/src/signals/ledger/ledger-hash.js';
import { breakIn } from '../../server/src/signals/ledger/ledger-verifier.js';
import type { Signal } from '../../server/src/signals/signal.entity.js';

const HOUR = 3600_000;

/** A new signal as the engine writes one, published at `now`. */
export function signalDraft(now: Date, overrides: DeepPartial<Signal> = {}): DeepPartial<Signal> {
  return {
    symbol: 'EURUSD',
    category: 'Major',
    signalType: 'BUY',
    entryPrice: 1.08512,
    stopLoss: 1.08212,
    takeProfit: 1.09112,
    stopLossPips: 30,
    takeProfitPips: 60,
    riskReward: 2,
    confidence: 70,
    reasoning: 'BUY EURUSD: seeded for the ledger.',
    newsInfluence: null,
    outcome: 'OPEN',
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 48 * HOUR),
    ...overrides,
  };
}

/** The whole chain through GET /api/signals/ledger, following nextAfter. */
export async function readLedger(http: TestAgent): Promise<LedgerEntryDto[]> {
  const entries: LedgerEntryDto[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page: LedgerPageDto = (await http.get(`/api/signals/ledger?after=${after}&limit=1000`).expect(200)).body;
    entries.push(...page.entries);
    after = page.nextAfter;
  }
  return entries;
}

/** The first break in the chain, or null when every hash and link recomputes. */
export function firstBreak(entries: LedgerEntryDto[]): string | null {
  let end = { sequence: 0, hash: GENESIS_HASH };
  for (const entry of entries) {
    const reason = breakIn(entry, end);
    if (reason) return reason;
    end = entry;
  }
  return null;
}
