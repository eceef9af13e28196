import { compareEventIds, eventsSince, formatEventId, parseEventId, type SignalEventId } from './signal-events.js';
import type { Signal } from './signal.entity.js';

const T = Date.UTC(2026, 0, 5, 12);
const MINUTE = 60_000;

function signal(id: number, fields: Partial<Signal> = {}): Signal {
  return {
    id,
    symbol: 'EURUSD',
    category: 'Major',
    signalType: 'BUY',
    entryPrice: 1.1,
    stopLoss: 1.09,
    takeProfit: 1.12,
    stopLossPips: 100,
    takeProfitPips: 200,
    riskReward: 2,
    confidence: 60,
    expectation: null,
    reasoning: null,
    newsInfluence: null,
    outcome: 'OPEN',
    createdAt: new Date(T),
    updatedAt: new Date(T),
    expiresAt: new Date(T + 60 * MINUTE),
    ...fields,
  } as Signal;
}
const ids = (events: { id: SignalEventId }[]) => events.map((event) => formatEventId(event.id));

describe('signal event ids', () => {
  it('round-trip and order by moment, signal, then kind', () => {
    const id: SignalEventId = { at: T, signalId: 7, kind: 'outcome' };
    expect(parseEventId(formatEventId(id))).toEqual(id);
    expect(compareEventIds(id, { ...id, kind: 'signal' })).toBeGreaterThan(0);
    expect(compareEventIds(id, { ...id, signalId: 8 })).toBeLessThan(0);
    expect(compareEventIds(id, { ...id, at: T - 1 })).toBeGreaterThan(0);
  });

  it.each(['', 'x', '1-2', '1-2-q', '12345678901234567-1-s'])('refuses %j', (text) => {
    expect(parseEventId(text)).toBeNull();
  });
});

describe('eventsSince', () => {
  const start: SignalEventId = { at: T - 1, signalId: 0, kind: 'signal' };

  it('tells of a publication, a close while running and an expiry, oldest first', () => {
    const won = signal(1, { outcome: 'WIN', updatedAt: new Date(T + 10 * MINUTE) });
    const lapsed = signal(2, { createdAt: new Date(T + MINUTE) });
    expect(ids(eventsSince([lapsed, won], start, 0, T + 2 * 60 * MINUTE))).toEqual([
      `${T}-1-s`,
      `${T + MINUTE}-2-s`,
      `${T + 10 * MINUTE}-1-o`,
      `${T + 60 * MINUTE}-2-e`,
    ]);
  });

  it('shows a delayed reader a signal at its delay and no close of one they never saw', () => {
    const quick = signal(1, { outcome: 'LOSS', updatedAt: new Date(T + 5 * MINUTE) });
    const slow = signal(2);
    expect(ids(eventsSince([quick, slow], start, 15, T + 20 * MINUTE))).toEqual([`${T + 15 * MINUTE}-2-s`]);
    expect(ids(eventsSince([slow], start, 15, T + 14 * MINUTE))).toEqual([]);
  });

  it('calls a close written after the expiry an expiry', () => {
    const late = signal(1, { outcome: 'WIN', updatedAt: new Date(T + 70 * MINUTE) });
    expect(ids(eventsSince([late], { at: T, signalId: 1, kind: 'signal' }, 0, T + 80 * MINUTE))).toEqual([
      `${T + 60 * MINUTE}-1-e`,
    ]);
  });
});
