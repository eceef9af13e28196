import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyState, StateStore } from './state-store.js';

describe('StateStore', () => {
  let dir: string;
  let file: string;
  const now = new Date('2026-11-26T09:00:00.000Z');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ea-state-'));
    file = join(dir, 'SignalDesk-51234567.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts empty when there is no file yet', () => {
    expect(new StateStore(file).load()).toEqual(emptyState());
  });

  it('gives back what it saved, in a new store on the same file (a restart)', () => {
    const state = {
      cursor: '1795700000000-412-s',
      markers: { '412': { outcome: 'sending' as const, at: now.toISOString() } },
      positions: { '50012345': { signalId: 409, symbol: 'EURUSD.r', closeRequested: true } },
      outbox: [{ type: 'skipped' as const, signalId: 410, reason: 'Paused' }],
      closeRequests: { '411': now.toISOString() },
      symbols: ['EURUSD.r'],
    };
    new StateStore(file).save(state, now);
    expect(new StateStore(file).load()).toEqual(state);
    // Written through a temporary file renamed over the old one, which is not left behind.
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('drops markers and close requests older than a week, keeping the rest', () => {
    const store = new StateStore(file);
    const state = emptyState();
    state.markers['1'] = { outcome: 'filled', at: '2026-11-18T09:00:00.000Z', ticket: '7' };
    state.markers['2'] = { outcome: 'skipped', at: '2026-11-20T09:00:00.000Z' };
    state.closeRequests['3'] = '2026-11-18T09:00:00.000Z';
    state.closeRequests['4'] = '2026-11-20T09:00:00.000Z';
    store.save(state, now);
    expect(Object.keys(store.load().markers)).toEqual(['2']);
    expect(Object.keys(store.load().closeRequests)).toEqual(['4']);
  });

  it('reads a file written before a field existed, filling the field in', () => {
    writeFileSync(file, JSON.stringify({ cursor: 'c1' }));
    expect(new StateStore(file).load()).toEqual({ ...emptyState(), cursor: 'c1' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ cursor: 'c1' });
  });
});
