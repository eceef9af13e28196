import type { ModelSettings } from '../model/signal-model.js';

/** One design tried in research: what changes against the defaults, and why it was worth a try. */
export interface Variant {
  name: string;
  why: string;
  settings: Partial<ModelSettings>;
}

const SHORT_TERM = ['return1h', 'return4h', 'return24h', 'aboveAverage24h', 'rangePosition24h', 'rsi14'];
const SESSIONS = ['asia', 'london', 'newYork', 'lateUs'];

/**
 * Every variant tried under the research protocol of docs/signals.md, written down before any of
 * them was run: each is measured on the research years only, one is chosen by the rule stated
 * there, and only that one is run on the confirmation years.
 */
export const VARIANTS: Variant[] = [
  {
    name: 'previous design',
    why: 'The engine as it was (3 ATR stop, 2 R target, 48 h), without the spread feature, charged realistic costs.',
    settings: {},
  },
  {
    name: 'no cost feature',
    why: 'Price features and sessions only: is the cost-to-range feature still doing the work?',
    settings: { excludedFeatures: ['costToAtr'] },
  },
  {
    name: 'wider exits',
    why: 'Stop 6 ATR, target 2 R, 120 h: the fixed cost is half as large a share of the risk.',
    settings: { exits: { stopAtr: 6, targetR: 2, expiryHours: 120 } },
  },
  {
    name: 'position exits',
    why: 'Stop 12 ATR, target 1.5 R, 240 h: a multi-day position, cost a quarter of the risk share.',
    settings: { exits: { stopAtr: 12, targetR: 1.5, expiryHours: 240 } },
  },
  {
    name: 'London and New York hours',
    why: 'Decide only 07:00–17:00 UTC, when the market is deepest.',
    settings: { decisionHours: [7, 17] },
  },
  {
    name: 'fewer signals',
    why: 'Threshold at one hour in twenty instead of one in ten.',
    settings: { signalShare: 0.05 },
  },
  {
    name: 'more shrinkage',
    why: 'Ridge 1 instead of 0.1: fewer, steadier weights.',
    settings: { ridge: 1 },
  },
  {
    name: 'slow trend features',
    why: 'Only the 5- and 20-day features (momentum is documented on those horizons), volatility and cost.',
    settings: { excludedFeatures: [...SHORT_TERM, ...SESSIONS] },
  },
  {
    name: 'slow trend features, wider exits',
    why: 'The slow features with exits on their own horizon: 6 ATR stop, 2 R, 120 h.',
    settings: {
      excludedFeatures: [...SHORT_TERM, ...SESSIONS],
      exits: { stopAtr: 6, targetR: 2, expiryHours: 120 },
    },
  },
];

/** The defaults every variant changed: the design before this research. */
const RESEARCH_BASE: ModelSettings = {
  exits: { stopAtr: 3, targetR: 2, expiryHours: 48 },
  signalShare: 0.1,
  ridge: 0.1,
  excludedFeatures: [],
  decisionHours: null,
};

export const settingsOf = (variant: Variant): ModelSettings => ({ ...RESEARCH_BASE, ...variant.settings });

/**
 * The protocol the shipped design followed: every variant above was measured on `chosenOn` only,
 * the one with the highest net average that beat a coin at its own entries was chosen, and it was
 * then run once on `confirmedOn`.
 */
export const RESEARCH_PROTOCOL = {
  chosenOn: { from: '2016-01-01T00:00:00.000Z', to: '2019-01-01T00:00:00.000Z' },
  confirmedOn: { from: '2019-01-01T00:00:00.000Z', to: '2021-01-01T00:00:00.000Z' },
  chosen: 'fewer signals',
};
