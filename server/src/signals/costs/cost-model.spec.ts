import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { costModelFrom, defaultCostModel, readCostModel } from './cost-model.js';

describe('cost model', () => {
  const costs = costModelFrom({ EURUSD: 0.0001 }, 'test floors');

  it('charges the candle spread where it is above the floor, never less than the floor', () => {
    expect(costs.roundTrip('EURUSD', 0.00001)).toBe(0.0001);
    expect(costs.roundTrip('EURUSD', 0.0005)).toBe(0.0005);
    expect(costs.roundTrip('EURUSD', Number.NaN)).toBe(0.0001);
  });

  it('knows no cost for a symbol without a floor, so that nothing is measured for free', () => {
    expect(costs.floor('US30')).toBeNull();
    expect(costs.roundTrip('US30', 1)).toBeNull();
  });

  it("carries the shared data's floors as its default", () => {
    const floors = defaultCostModel();
    expect(floors.floor('EURUSD')).toBe(0.0001);
    expect(floors.floor('XAGUSD')).toBe(0.03);
    expect(floors.floor('USDJPY')).toBe(0.011);
  });

  it('reads a floors file of the same shape and refuses a broken one with a sentence', () => {
    const dir = mkdtempSync(join(tmpdir(), 'costs-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ floor: { EURUSD: 0.0002 } }));
    expect(readCostModel(good).floor('EURUSD')).toBe(0.0002);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ floor: { EURUSD: -1, GBPUSD: 'x' } }));
    expect(() => readCostModel(bad)).toThrow('the floor of EURUSD, GBPUSD is not a positive number');
    writeFileSync(bad, '{"floors": {}}');
    expect(() => readCostModel(bad)).toThrow('has no "floor" object');
    expect(() => readCostModel(join(dir, 'missing.json'))).toThrow(/^Cannot read .*missing\.json/);
  });
});
