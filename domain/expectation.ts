/**
 * What the engine may say about a signal's prospects: how signals like it did out of sample, after
 * costs, beside a coin at the same entries. One sentence, written here once, for the signal's
 * reasoning, its page, the app and the alert e-mails alike.
 */
export interface SignalExpectation {
  /** The event the probability is of. */
  event: 'ended in profit after costs';
  /** The calibration band the signal fell in ("upper third" of predicted results, or "all signals"). */
  band: string;
  /** Out-of-sample signals of the band, and when they were decided. */
  trades: number;
  measuredFrom: string;
  measuredTo: string;
  /** Share of the band's signals that ended in profit after costs, 0–1. */
  profitRate: number;
  /** The same share for a random side at the same entries, 0–1. */
  chanceProfitRate: number;
  /** The band's average net result, in R. */
  averageR: number;
  chanceAverageR: number;
  /** The band's net average is above chance's 95th percentile: the only ground for a highlight. */
  beatsChance: boolean;
  /** Whether the model orders its signals at all (otherwise every band says about the same). */
  ordersSignals: boolean;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const signedR = (value: number) => `${value < 0 ? '−' : value > 0 ? '+' : ''}${Math.abs(value).toFixed(2)} R`;

/** "Signals like this ended in profit after costs 41% of the time (a random side: 40%); average result −0.02 R." */
export function expectationSentence(expectation: SignalExpectation): string {
  return (
    `Signals like this ${expectation.event} ${percent(expectation.profitRate)} of the time ` +
    `(a random side: ${percent(expectation.chanceProfitRate)}); average result ${signedR(expectation.averageR)}.`
  );
}

/**
 * Whether a signal may be highlighted as high confidence: only when the model orders its signals at
 * all and the signal's band measurably beat a coin at the same entries.
 */
export function deservesHighlight(expectation: SignalExpectation | null): boolean {
  return expectation !== null && expectation.ordersSignals && expectation.beatsChance;
}
