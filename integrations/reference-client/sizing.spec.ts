import { excessVolume, orderVolume, type SizingInput } from './sizing.js';

describe('the lots sent', () => {
  // EURUSD BUY, entry 1.0852, stop 1.0822 (30 pips); 1 % of 10,000 USD; 10 USD a pip of a lot.
  const base: SizingInput = {
    symbol: 'EURUSD.r',
    feedVolume: 0.33,
    sizedOn: 1.0852,
    stop: 1.0822,
    price: 1.0852,
    balance: 10_000,
    riskPercent: 1,
    lossPerLot: 300,
    volume: { step: 0.01, min: 0.01, max: 100 },
  };

  it("are the feed's when the price is where it sized them", () => {
    expect(orderVolume(base)).toEqual({ volume: 0.33 });
  });

  it('shrink with the distance to the stop: a price 7 pips further loses no more than the risk at the stop', () => {
    // 37 pips: 0.33 × 30 / 37 = 0.2676 → 0.26; 0.26 × 370 = 96.2 USD ≤ 100.
    expect(orderVolume({ ...base, price: 1.0859, lossPerLot: 370 })).toEqual({ volume: 0.26 });
    // Closer to the stop, never more than the feed's.
    expect(orderVolume({ ...base, price: 1.0849, lossPerLot: 270 })).toEqual({ volume: 0.33 });
  });

  it("are cut to what the broker's own contract size allows at the stop", () => {
    // Silver: the server counts 5,000 oz a lot, this broker 10,000: a lot loses twice as much.
    const silver = { ...base, symbol: 'XAGUSD.r', feedVolume: 0.2, sizedOn: 30, stop: 29.9, price: 30 };
    expect(orderVolume({ ...silver, lossPerLot: 1000 })).toEqual({ volume: 0.1 });
    expect(orderVolume({ ...silver, lossPerLot: null })).toEqual({
      reason: 'The terminal cannot value the stop of XAGUSD.r: not traded',
    });
  });

  it('say when nothing is left above the minimum', () => {
    expect(orderVolume({ ...base, feedVolume: 0.03, volume: { step: 0.1, min: 0.1, max: 50 } })).toEqual({
      reason: 'Volume 0.03 lots is below the minimum of 0.1 for EURUSD.r at this broker',
    });
  });

  it('after a fill, close only what would lose more than the risk at the stop from the fill price', () => {
    const cent = { step: 0.01, min: 0.01, max: 100 };
    // 0.33 lots filled 0.2 pips worse: 0.33 × 302 = 99.66 ≤ 100, nothing.
    expect(excessVolume(0.33, 302, 100, cent)).toBe(0);
    // 3 pips worse: 0.33 × 330 = 108.9 > 100; 100 / 330 = 0.303 → keep 0.30, close 0.03.
    expect(excessVolume(0.33, 330, 100, cent)).toBe(0.03);
    // Even the minimum loses more: all of it.
    expect(excessVolume(0.01, 20_000, 100, cent)).toBe(0.01);
  });
});
