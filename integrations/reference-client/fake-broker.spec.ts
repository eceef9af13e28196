import { isRejection, type Fill } from './broker.js';
import { FakeBroker } from './fake-broker.js';

describe('FakeBroker', () => {
  const at = new Date('2026-11-26T09:00:00.000Z');
  const broker = (slippagePips = 0) =>
    new FakeBroker({
      slippagePips,
      now: () => at,
      symbols: {
        'EURUSD.r': { price: 1.0852 },
        'USDJPY.r': { price: 157.23 },
        'GER40.r': { price: 19000, marketOpen: false },
      },
    });
  const order = (side: 'BUY' | 'SELL', symbol = 'EURUSD.r') => ({
    symbol,
    side,
    volume: 0.33,
    stop: side === 'BUY' ? 1.0822 : 1.0882,
    target: side === 'BUY' ? 1.0912 : 1.0792,
    comment: 'SD#412',
  });
  const fill = (result: object) => {
    if (isRejection(result)) throw new Error(result.rejected);
    return result as Fill;
  };

  it("fills at the price with the slippage against the trader, in the symbol's pips", () => {
    const buy = fill(broker(2).openMarketOrder(order('BUY')));
    expect(buy).toEqual({ ticket: '50012345', price: 1.0854, volume: 0.33, time: at });
    expect(fill(broker(2).openMarketOrder(order('SELL'))).price).toBe(1.085);
    expect(fill(broker(1.5).openMarketOrder({ ...order('BUY'), symbol: 'USDJPY.r' })).price).toBe(157.245);
  });

  it('refuses an order when the market is closed or the symbol unknown, and counts every order sent', () => {
    const fake = broker();
    expect(fake.openMarketOrder(order('BUY', 'GER40.r'))).toEqual({ rejected: 'Market is closed' });
    expect(fake.openMarketOrder(order('BUY', 'XYZ'))).toEqual({ rejected: 'Unknown symbol XYZ' });
    expect(fake.symbolExists('XYZ')).toBe(false);
    // Volume the symbol does not take: not a whole number of steps, below the minimum, above the maximum.
    expect(fake.openMarketOrder({ ...order('BUY'), volume: 0.333 })).toEqual({ rejected: 'Invalid volume' });
    expect(fake.openMarketOrder({ ...order('BUY'), volume: 0 })).toEqual({ rejected: 'Invalid volume' });
    expect(fake.openMarketOrder({ ...order('BUY'), volume: 101 })).toEqual({ rejected: 'Invalid volume' });
    expect(fake.volumeRules('EURUSD.r')).toEqual({ step: 0.01, min: 0.01, max: 100 });
    expect(fake.orders).toHaveLength(5);
    expect(fake.openPositions()).toEqual([]);
  });

  it('lists an open position with its comment, and closes it at the market price with its profit', () => {
    const fake = broker();
    const { ticket } = fill(fake.openMarketOrder(order('BUY')));
    expect(fake.openPositions()).toEqual([
      { ticket, symbol: 'EURUSD.r', side: 'BUY', volume: 0.33, openPrice: 1.0852, openTime: at, comment: 'SD#412' },
    ]);
    fake.setPrice('EURUSD.r', 1.0872);
    expect(fake.equity()).toBe(10_066);
    expect(fake.closePosition(ticket)).toEqual({ price: 1.0872, time: at, profit: 66 });
    expect(fake.openPositions()).toEqual([]);
    expect(fake.balance()).toBe(10_066);
    expect(fake.closePosition(ticket)).toEqual({ rejected: `Position ${ticket} not found` });
  });

  it('closes a position at its stop or target at the broker, and keeps the deal in its history', () => {
    const fake = broker();
    const won = fill(fake.openMarketOrder(order('SELL')));
    const lost = fill(fake.openMarketOrder(order('BUY')));
    expect(fake.closedDeal(won.ticket)).toBeNull();
    expect(fake.hitTarget(won.ticket)).toEqual({ price: 1.0792, time: at, profit: 198 });
    expect(fake.hitStop(lost.ticket)).toEqual({ price: 1.0822, time: at, profit: -99 });
    expect(fake.closedDeal(won.ticket)).toEqual({ price: 1.0792, time: at, profit: 198 });
    expect(fake.openPositions()).toEqual([]);
  });

  it('refuses to close while the market is closed', () => {
    const fake = broker();
    const { ticket } = fill(fake.openMarketOrder(order('BUY')));
    fake.setMarketOpen('EURUSD.r', false);
    expect(fake.closePosition(ticket)).toEqual({ rejected: 'Market is closed' });
    expect(fake.openPositions()).toHaveLength(1);
  });
});
