import type { AiSignal } from '../api/client';
import { applyToActiveList } from './live-signals';

const signal = (id: number, createdAt: string) => ({ id, createdAt }) as AiSignal;

describe('applyToActiveList', () => {
  const list = [signal(3, '2026-01-05T12:00:00.000Z'), signal(1, '2026-01-05T10:00:00.000Z')];

  it('puts a new signal in its place, newest first, and only once', () => {
    const added = applyToActiveList(list, { type: 'signal', signal: signal(2, '2026-01-05T11:00:00.000Z') });
    expect(added.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(applyToActiveList(added, { type: 'signal', signal: signal(2, '2026-01-05T11:00:00.000Z') })).toBe(added);
  });

  it('orders signals of the same moment by id, higher first', () => {
    const added = applyToActiveList(list, { type: 'signal', signal: signal(4, '2026-01-05T12:00:00.000Z') });
    expect(added.map((item) => item.id)).toEqual([4, 3, 1]);
  });

  it('takes out a signal that closed or expired', () => {
    expect(applyToActiveList(list, { type: 'outcome', signalId: 3 }).map((item) => item.id)).toEqual([1]);
    expect(applyToActiveList(list, { type: 'expired', signalId: 1 }).map((item) => item.id)).toEqual([3]);
  });
});
