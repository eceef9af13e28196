import type { TradeRecord } from '../backtest/figures.js';
import { chargedR } from '../backtest/charges.js';
import { clearsBar, verdictOf, VERDICTS } from './choice.js';
import { deflatedSharpe } from './deflated-sharpe.js';
import { evaluate, figuresAt } from './evaluation.js';
import { looksAt, usedByDesign, variantsTried, type LogEntry, type PriorTrials } from './log.js';

const PRIOR: PriorTrials = {
  symbols: ['EURUSD', 'GBPUSD'],
  rounds: [
    {
      round: 'one',
      what: 'designs chosen on 2016–2020',
      variants: 15,
      window: window('2016', '2021'),
      designChoice: true,
    },
    { round: 'three', what: 'confirmation', variants: 1, window: window('2019', '2021'), designChoice: false },
  ],
};

function window(from: string, to: string) {
  return { from: `${from}-01-01T00:00:00.000Z`, to: `${to}-01-01T00:00:00.000Z` };
}

function entry(stage: LogEntry['stage'], name: string, from: string, to: string, key = 'shared'): LogEntry {
  return {
    at: '2026-01-01T00:00:00.000Z',
    commit: 'c',
    uncommitted: false,
    stage,
    preregistration: stage === 'backtest' ? null : { name: 'horizon', file: 'f', sha256: 's' },
    variant: { name, settings: { name } },
    window: window(from, to),
    data: { key, source: 'test', symbols: ['EURUSD'] },
    look: null,
    figures: { trades: 0, charged: [], byYear: {}, bySymbol: {} },
  };
}

/** A trade on 15 March 2019 whose two sides made `gross` and −`gross` before costs, over three nights. */
function trade(gross: number, month = 2): TradeRecord {
  const charges = { spreadR: 0.01, floorR: 0.02, nights: 3, notionalR: 100 };
  return {
    symbol: 'EURUSD',
    category: 'Major',
    at: Date.UTC(2019, month, 15),
    closedAt: Date.UTC(2019, month, 18),
    side: 1,
    outcome: 'EXPIRED',
    resultR: gross - 0.02,
    resultRGross: gross,
    charges,
    opposite: { outcome: 'EXPIRED', resultR: -gross - 0.02, resultRGross: -gross, charges },
  };
}

describe('charges', () => {
  it('take max(spread, multiple × floor), and a year’s financing rate per 365 nights of the notional', () => {
    const charges = { spreadR: 0.025, floorR: 0.02, nights: 3, notionalR: 100 };
    expect(chargedR(0.5, charges, { costMultiple: 1, financingRate: 0 })).toBeCloseTo(0.475, 12);
    expect(chargedR(0.5, charges, { costMultiple: 2, financingRate: 0 })).toBeCloseTo(0.46, 12);
    expect(chargedR(0.5, charges, { costMultiple: 1, financingRate: 0.03 })).toBeCloseTo(
      0.475 - (0.03 / 365) * 300,
      12,
    );
  });

  it('are reported at 1×, 1.5× and 2× the floors, without and with financing, with the coin charged alike', () => {
    const trades = Array.from({ length: 60 }, (_, index) => trade(index % 3 === 0 ? 1 : -0.2, index % 12));
    const evaluation = evaluate(trades, 50, 0.03);
    expect(evaluation.charged.map((figures) => [figures.costMultiple, figures.financing])).toEqual([
      [1, false],
      [1, true],
      [1.5, false],
      [1.5, true],
      [2, false],
      [2, true],
    ]);
    const gross = (1 * 20 - 0.2 * 40) / 60;
    expect(figuresAt(evaluation, 1, false).netR).toBeCloseTo(gross - 0.02, 4);
    expect(figuresAt(evaluation, 2, false).netR).toBeCloseTo(gross - 0.04, 4);
    expect(figuresAt(evaluation, 1.5, true).netR).toBeCloseTo(gross - 0.03 - (0.03 / 365) * 300, 4);
    // The coin pays on either side: the same flips cost it the floor's extra share.
    expect(figuresAt(evaluation, 2, false).coinR! - figuresAt(evaluation, 1, false).coinR!).toBeCloseTo(-0.02, 4);
    expect(evaluation.bySymbol.EURUSD.trades).toBe(60);
  });
});

describe('the rules', () => {
  const evaluation = (netAtFloors: number, netStressed: number, coinP95: number) => ({
    trades: 300,
    charged: [1, 1.5, 2].flatMap((costMultiple) =>
      [false, true].map((financing) => ({
        ...figuresAt(evaluate([trade(0.1)], 1, 0), 1, false),
        costMultiple,
        financing,
        trades: 300,
        netR: costMultiple === 1 ? netAtFloors : netStressed,
        coinP95,
      })),
    ),
    byYear: {},
    bySymbol: {},
  });
  const basis = { costMultiple: 1.5, financing: true, minTrades: 100 };

  it('ship a variant only above zero at the floors and at 1.5×, and above the coin’s 95th percentile', () => {
    expect(clearsBar(evaluation(0.03, 0.02, 0.01), basis)).toBe(true);
    expect(clearsBar(evaluation(0.03, 0.02, 0.025), basis)).toBe(false);
    expect(clearsBar(evaluation(0.01, -0.001, -0.05), basis)).toBe(false);
    expect(clearsBar(evaluation(0.03, 0.02, 0.01), { ...basis, minTrades: 301 })).toBe(false);
  });

  it('word the verdict: better than chance only on a window no design choice used', () => {
    const words = (floors: number, stressed: number, p95: number, fresh: boolean) => {
      const figures = evaluation(floors, stressed, p95);
      return verdictOf(figuresAt(figures, 1, true), figuresAt(figures, 1.5, true), fresh);
    };
    expect(words(0.03, 0.02, 0.01, true)).toBe(VERDICTS.better);
    expect(words(0.03, 0.02, 0.01, false)).toBe(VERDICTS.noEdge);
    expect(words(0.03, 0.02, 0.025, true)).toBe(VERDICTS.noEdge);
    expect(words(-0.01, -0.02, 0.01, true)).toBe('Loses after costs');
    expect(words(0.005, -0.01, 0.02, true)).toBe('No edge over chance shown after costs');
    expect(VERDICTS.better).toBe('Better than chance');
  });

  it('deflate a Sharpe ratio as Bailey and López de Prado’s example does', () => {
    // Their numerical example: 100 trials, variance of annualized Sharpe ratios 1/2, five years of
    // daily returns (1,250), the best annualized Sharpe ratio 2.5, skewness −3, kurtosis 10: 0.9004.
    const result = deflatedSharpe({
      sharpe: 2.5 / Math.sqrt(250),
      observations: 1250,
      skewness: -3,
      kurtosis: 10,
      trials: 100,
      trialVariance: 0.5 / 250,
    });
    expect(result.expectedMaxSharpe).toBeCloseTo(0.1132, 3);
    expect(result.probability).toBeCloseTo(0.9004, 2);
    expect(
      deflatedSharpe({ sharpe: 0.1, observations: 400, skewness: 0, kurtosis: 3, trials: 1, trialVariance: 0.01 })
        .expectedMaxSharpe,
    ).toBe(0);
  });
});

describe('the log', () => {
  const log = [
    entry('research', 'hourly', '2016', '2019'),
    entry('research', 'daily', '2016', '2019'),
    entry('research', 'daily', '2016', '2019'),
    entry('final', 'daily', '2019', '2021'),
    entry('backtest', 'engine', '2016', '2021'),
    entry('final', 'daily', '2019', '2021', 'other candles'),
  ];

  it('counts every look at a window on the same data, the research stage aside', () => {
    expect(looksAt(log, 'shared', window('2019', '2021'))).toHaveLength(2);
    expect(looksAt(log, 'shared', window('2020', '2021'))).toHaveLength(2);
    expect(looksAt(log, 'shared', window('2015', '2016'))).toHaveLength(0);
  });

  it('counts every distinct variant ever tried on overlapping data, earlier rounds included', () => {
    // hourly, daily, the back-tested engine, and round one's fifteen; round three's confirmation is 2019–2020.
    expect(variantsTried(log, PRIOR, { key: 'shared', symbols: ['EURUSD'] }, window('2016', '2019')).count).toBe(18);
    expect(variantsTried(log, PRIOR, { key: 'shared', symbols: ['EURUSD'] }, window('2019', '2021')).count).toBe(18);
    expect(variantsTried(log, PRIOR, { key: 'shared', symbols: ['EURUSD'] }, window('2021', '2022')).count).toBe(0);
    expect(variantsTried(log, PRIOR, { key: 'new', symbols: ['USDJPY'] }, window('2019', '2021')).count).toBe(0);
  });

  it('knows no window of the shared years is unused by design any more', () => {
    const shared = { key: 'shared', symbols: ['EURUSD'] };
    expect(usedByDesign(log, PRIOR, shared, window('2019', '2021'))).toBe(true);
    expect(usedByDesign([], { ...PRIOR, rounds: [PRIOR.rounds[1]] }, shared, window('2019', '2021'))).toBe(false);
    expect(usedByDesign(log, { ...PRIOR, rounds: [] }, shared, window('2017', '2018'))).toBe(true);
    expect(usedByDesign(log, PRIOR, { key: 'new', symbols: ['USDJPY'] }, window('2021', '2023'))).toBe(false);
  });
});
