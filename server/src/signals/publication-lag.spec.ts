import { lagFigures } from './publication-lag.js';

describe('publication lag figures', () => {
  it('reads the median and the 99th percentile by nearest rank', () => {
    const lags = Array.from({ length: 100 }, (_, index) => (index + 1) * 1000);
    expect(lagFigures(lags)).toEqual({ count: 100, p50: 50_000, p99: 99_000, max: 100_000 });
    expect(lagFigures([7000, 3000, 5000])).toEqual({ count: 3, p50: 5000, p99: 7000, max: 7000 });
  });

  it('has nothing to say without a lag', () => {
    expect(lagFigures([])).toBeNull();
  });
});
