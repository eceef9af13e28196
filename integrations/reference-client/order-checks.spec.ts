import { normalisePrice, priceMovedReason, stopsReason } from './order-checks.js';

describe('the checks before an order', () => {
  const rules = { tickSize: 0.00001, digits: 5, point: 0.00001, stopsLevel: 0, freezeLevel: 0 };

  it("puts a price on the symbol's grid: its tick size and digits", () => {
    expect(normalisePrice(1.082249999, rules)).toBe(1.08225);
    expect(normalisePrice(1.0822, rules)).toBe(1.0822);
    // An index quoted in quarters.
    expect(normalisePrice(39012.13, { tickSize: 0.25, digits: 2 })).toBe(39012.25);
    expect(normalisePrice(2350.126, { tickSize: 0.01, digits: 2 })).toBe(2350.13);
  });

  it('skips a signal whose price has moved more than the share of its stop, or reached the stop', () => {
    // Entry 1.08520, stop 1.08220: 30 pips. 25 % is 7.5 pips.
    expect(priceMovedReason('BUY', 1.0852, 1.0822, 1.08595, 25, 5)).toBeNull();
    expect(priceMovedReason('BUY', 1.0852, 1.0822, 1.0862, 25, 5)).toBe(
      'Price moved: 1.08620 is 33% of the stop distance from the entry 1.08520 (at most 25%)',
    );
    // Towards the target counts too: the reward left is smaller.
    expect(priceMovedReason('BUY', 1.0852, 1.0822, 1.0842, 25, 5)).toBe(
      'Price moved: 1.08420 is 33% of the stop distance from the entry 1.08520 (at most 25%)',
    );
    expect(priceMovedReason('SELL', 1.27, 1.273, 1.2731, 25, 5)).toBe(
      'Price moved: 1.27310 is already at or beyond the stop 1.27300',
    );
    expect(priceMovedReason('BUY', 1.0852, 1.0822, 1.0862, 50, 5)).toBeNull();
  });

  it('keeps the stop and target on their side of the closing price and beyond the stops and freeze levels', () => {
    const quote = { bid: 1.0852, ask: 1.0853 };
    expect(stopsReason('BUY', quote, 1.0822, 1.0912, rules)).toBeNull();
    expect(stopsReason('BUY', quote, 1.0862, 1.0912, rules)).toBe(
      'Stop 1.08620 is on the wrong side of the price 1.08520',
    );
    const levels = { ...rules, stopsLevel: 30, freezeLevel: 50 };
    // 50 points (the freeze level, the larger) is 5 pips from the bid a buy closes at.
    expect(stopsReason('BUY', quote, 1.0848, 1.0912, levels)).toBe(
      "Stop 1.08480 is on the wrong side of the price 1.08520, or closer than the broker's 50 points",
    );
    expect(stopsReason('BUY', quote, 1.0847, 1.0912, levels)).toBeNull();
    // A sell closes at the ask.
    expect(stopsReason('SELL', quote, 1.0883, 1.0856, levels)).toBe(
      "Target 1.08560 is on the wrong side of the price 1.08530, or closer than the broker's 50 points",
    );
    expect(stopsReason('SELL', quote, 1.0883, 0, levels)).toBeNull();
  });
});
