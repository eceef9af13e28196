import { isRejection, RETCODE, type Fill, type MarketOrder } from './broker.js';
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
        'GBPUSD.r': { price: 1.27, spreadPips: 1.5, stopsLevel: 50 },
        'XAGUSD.r': { price: 30, pipSize: 0.01, contractSize: 10_000 },
      },
    });
  const order = (side: 'BUY' | 'SELL', symbol = 'EURUSD.r'): MarketOrder => ({
    symbol,
    side,
    volume: 0.33,
    stop: side === 'BUY' ? 1.0822 : 1.0882,
    target: side === 'BUY' ? 1.0912 : 1.0792,
    comment: 'SD#412',
    magic: 20261126,
    filling: 'FOK',
  });
  const fill = (result: object) => {
    if (isRejection(result)) throw new Error(result.rejected);
    return result as Fill;
  };

  it("fills a buy at the ask and a sell at the bid, with the slippage against the trader, in the symbol's pips", () => {
    const buy = fill(broker(2).openMarketOrder(order('BUY')));
    expect(buy).toEqual({ ticket: '50012345', price: 1.0854, volume: 0.33, time: at });
    expect(fill(broker(2).openMarketOrder(order('SELL'))).price).toBe(1.085);
    expect(fill(broker(1.5).openMarketOrder({ ...order('BUY', 'USDJPY.r'), stop: 157, target: 157.5 })).price).toBe(
      157.245,
    );
    const spread = broker();
    expect(spread.quote('GBPUSD.r')).toEqual({ bid: 1.27, ask: 1.27015 });
    expect(fill(spread.openMarketOrder({ ...order('BUY', 'GBPUSD.r'), stop: 1.26, target: 1.29 })).price).toBe(1.27015);
  });

  it('refuses as brokers do, and counts every order sent', () => {
    const fake = broker();
    expect(fake.openMarketOrder(order('BUY', 'GER40.r'))).toEqual({ retcode: 10018, rejected: 'Market is closed' });
    expect(fake.openMarketOrder(order('BUY', 'XYZ'))).toEqual({ retcode: 10013, rejected: 'Unknown symbol XYZ' });
    expect(fake.symbolExists('XYZ')).toBe(false);
    // Volume the symbol does not take: not a whole number of steps, below the minimum, above the maximum.
    for (const volume of [0.333, 0, 101])
      expect(fake.openMarketOrder({ ...order('BUY'), volume })).toEqual({ retcode: 10014, rejected: 'Invalid volume' });
    // 50 points is 5 pips: a stop 2 pips away is too close; a stop above the price of a buy is on the wrong side.
    expect(fake.openMarketOrder({ ...order('BUY', 'GBPUSD.r'), stop: 1.2698, target: 1.29 })).toEqual({
      retcode: RETCODE.INVALID_STOPS,
      rejected: 'Invalid stops',
    });
    expect(fake.openMarketOrder({ ...order('BUY'), stop: 1.09 })).toMatchObject({ retcode: RETCODE.INVALID_STOPS });
    // Market execution takes FOK and IOC; RETURN only where the symbol's execution allows it.
    expect(fake.openMarketOrder({ ...order('BUY'), filling: 'RETURN' })).toEqual({
      retcode: RETCODE.INVALID_FILL,
      rejected: 'Unsupported filling mode',
    });
    expect(fake.symbolRules('EURUSD.r')).toEqual({
      volume: { step: 0.01, min: 0.01, max: 100 },
      digits: 5,
      point: 0.00001,
      tickSize: 0.00001,
      stopsLevel: 0,
      freezeLevel: 0,
      stopLossAllowed: true,
      takeProfitAllowed: true,
      fillings: ['FOK', 'IOC'],
      execution: 'market',
    });
    fake.setConnected(false);
    expect(fake.openMarketOrder(order('BUY'))).toMatchObject({ retcode: RETCODE.CONNECTION });
    fake.setConnected(true);
    fake.setAlgoTrading(false);
    expect(fake.openMarketOrder(order('BUY'))).toMatchObject({ retcode: 10027 });
    expect(fake.orders).toHaveLength(10);
    expect(fake.openPositions()).toEqual([]);
  });

  it('answers queued requotes and partial fills, and runs what happens meanwhile', () => {
    const fake = broker();
    let meanwhile = 0;
    fake.rejectNext(RETCODE.REQUOTE, 'Requote', () => (meanwhile += 1));
    fake.fillPartlyNext(0.2);
    expect(fake.openMarketOrder(order('BUY'))).toEqual({ retcode: RETCODE.REQUOTE, rejected: 'Requote' });
    expect(meanwhile).toBe(1);
    expect(fill(fake.openMarketOrder(order('BUY'))).volume).toBe(0.2);
    expect(fill(fake.openMarketOrder(order('BUY'))).volume).toBe(0.33);
  });

  it('lists an open position with its stop, target, comment and magic, and closes it with its profit', () => {
    const fake = broker();
    const { ticket } = fill(fake.openMarketOrder(order('BUY')));
    expect(fake.openPositions()).toEqual([
      {
        ticket,
        symbol: 'EURUSD.r',
        side: 'BUY',
        volume: 0.33,
        openPrice: 1.0852,
        openTime: at,
        stop: 1.0822,
        target: 1.0912,
        comment: 'SD#412',
        magic: 20261126,
      },
    ]);
    fake.setPrice('EURUSD.r', 1.0872);
    expect(fake.equity()).toBe(10_066);
    expect(fake.closePartial(ticket, 0.13)).toBe(true);
    expect(fake.openPositions()[0].volume).toBe(0.2);
    expect(fake.closePosition(ticket)).toEqual({ price: 1.0872, time: at, profit: 66 });
    expect(fake.balance()).toBe(10_066);
    expect(fake.closePosition(ticket)).toEqual({ retcode: 10036, rejected: `Position ${ticket} not found` });
  });

  it("values a lot by the symbol's own contract size (OrderCalcProfit)", () => {
    const fake = broker();
    // 30 pips of EURUSD on 1 lot of 100,000: 300 USD; 50 cents of silver on 1 lot of 10,000 oz: 5,000 USD.
    expect(fake.calcProfit('BUY', 'EURUSD.r', 1, 1.0852, 1.0822)).toBeCloseTo(-300, 6);
    expect(fake.calcProfit('SELL', 'XAGUSD.r', 1, 30, 30.5)).toBeCloseTo(-5000, 6);
    expect(fake.calcProfit('BUY', 'XYZ', 1, 1, 2)).toBeNull();
  });

  it('drops the stops of a symbol that takes none on the order, and sets them on a modify unless it refuses', () => {
    const fake = new FakeBroker({
      now: () => at,
      symbols: {
        'EURUSD.r': { price: 1.0852, dropsStopsOnOpen: true },
        'GBPUSD.r': { price: 1.27, dropsStopsOnOpen: true, refusesModify: true },
      },
    });
    const dropped = fill(fake.openMarketOrder(order('BUY')));
    expect(fake.openPositions()[0]).toMatchObject({ stop: 0, target: 0 });
    expect(fake.modifyPosition(dropped.ticket, 1.0822, 1.0912)).toBe(true);
    expect(fake.openPositions()[0]).toMatchObject({ stop: 1.0822, target: 1.0912 });
    const refused = fill(fake.openMarketOrder({ ...order('BUY', 'GBPUSD.r'), stop: 1.267, target: 1.276 }));
    expect(fake.modifyPosition(refused.ticket, 1.267, 1.276)).toEqual({
      retcode: RETCODE.INVALID_STOPS,
      rejected: 'Invalid stops',
    });
  });

  it('closes a position at its stop or target at the broker, and keeps the deal, unless the history is not there yet', () => {
    const fake = broker();
    const won = fill(fake.openMarketOrder(order('SELL')));
    const lost = fill(fake.openMarketOrder({ ...order('BUY'), comment: 'SD#413' }));
    expect(fake.closedDeal(won.ticket)).toBeNull();
    expect(fake.hitTarget(won.ticket)).toEqual({ price: 1.0792, time: at, profit: 198 });
    expect(fake.hitStop(lost.ticket)).toEqual({ price: 1.0822, time: at, profit: -99 });
    expect(fake.closedDeal(won.ticket)).toEqual({ price: 1.0792, time: at, profit: 198 });
    expect(fake.openingDeal('SD#413', 20261126, at)).toMatchObject({ ticket: lost.ticket, symbol: 'EURUSD.r' });
    // Another EA's magic, or a window after the deal: none.
    expect(fake.openingDeal('SD#413', 1, at)).toBeNull();
    expect(fake.openingDeal('SD#413', 20261126, new Date(at.getTime() + 1))).toBeNull();
    fake.setHistorySynced(false);
    expect(fake.closedDeal(won.ticket)).toBeNull();
    expect(fake.openingDeal('SD#413', 20261126, at)).toBeNull();
  });

  it('refuses to close while the market is closed', () => {
    const fake = broker();
    const { ticket } = fill(fake.openMarketOrder(order('BUY')));
    fake.setMarketOpen('EURUSD.r', false);
    expect(fake.closePosition(ticket)).toEqual({ retcode: 10018, rejected: 'Market is closed' });
    expect(fake.openPositions()).toHaveLength(1);
  });

  it('writes its own comment where the broker does', () => {
    const fake = new FakeBroker({
      now: () => at,
      rewriteComment: () => 'ECN',
      symbols: { 'EURUSD.r': { price: 1.0852 } },
    });
    fill(fake.openMarketOrder(order('BUY')));
    expect(fake.openPositions()[0].comment).toBe('ECN');
    expect(fake.openingDeal('SD#412', 20261126, at)).toBeNull();
  });

  it('has one lock per name in a terminal, and another terminal on the login sees the same account', () => {
    const fake = broker();
    expect(fake.lock('SignalDesk.51234567', 7)).toBe(true);
    expect(fake.lock('SignalDesk.51234567', 7)).toBe(true);
    expect(fake.lock('SignalDesk.51234567', 8)).toBe(false);
    const other = fake.anotherTerminal();
    expect(other.lock('SignalDesk.51234567', 8)).toBe(true);
    fake.unlock('SignalDesk.51234567', 7);
    expect(fake.lock('SignalDesk.51234567', 8)).toBe(true);
    const { ticket } = fill(other.openMarketOrder(order('BUY')));
    expect(fake.openPositions().map((position) => position.ticket)).toEqual([ticket]);
    expect(fake.orders).toHaveLength(1);
  });

  it('tells a netting account, an investor login and no first tick', () => {
    expect(new FakeBroker({ marginMode: 'netting' }).marginMode()).toBe('netting');
    expect(new FakeBroker({ investor: true }).accountTradeAllowed()).toBe(false);
    const fake = new FakeBroker({ symbols: { 'EURUSD.r': { price: 1.0852, noTickYet: true } } });
    expect(fake.quote('EURUSD.r')).toBeNull();
    fake.setPrice('EURUSD.r', 1.0853);
    expect(fake.quote('EURUSD.r')).toEqual({ bid: 1.0853, ask: 1.0853 });
  });
});
