import { errorFunction, probit } from 'simple-statistics';

/**
 * The deflated Sharpe ratio of Bailey and López de Prado ("The Deflated Sharpe Ratio: Correcting
 * for Selection Bias, Backtest Overfitting and Non-Normality", Journal of Portfolio Management,
 * 2014): the probability that a strategy's true Sharpe ratio is above zero, given that it was the
 * best of `trials` tried, the spread of the Sharpe ratios those trials showed, its number of
 * observations and the skewness and kurtosis of its results. Sharpe ratios here are per trade.
 */
export interface DeflatedSharpeInput {
  /** The observed Sharpe ratio (mean over standard deviation of the results). */
  sharpe: number;
  /** How many results it was measured on. */
  observations: number;
  /** Skewness of the results, and kurtosis (not excess: 3 for normal results). */
  skewness: number;
  kurtosis: number;
  /** Variants ever tried on the same data, this one included. */
  trials: number;
  /** Variance of the Sharpe ratios across those trials. */
  trialVariance: number;
}

export interface DeflatedSharpe {
  /** The Sharpe ratio the best of `trials` would show by luck alone: the bar it must clear. */
  expectedMaxSharpe: number;
  /** Probability that the true Sharpe ratio is above zero, after the deflation. */
  probability: number;
}

const EULER_GAMMA = 0.5772156649015329;

const normalCdf = (x: number) => 0.5 * (1 + errorFunction(x / Math.SQRT2));

export function deflatedSharpe(input: DeflatedSharpeInput): DeflatedSharpe {
  const { sharpe, observations, skewness, kurtosis, trials, trialVariance } = input;
  const expectedMaxSharpe =
    trials > 1
      ? Math.sqrt(trialVariance) *
        ((1 - EULER_GAMMA) * probit(1 - 1 / trials) + EULER_GAMMA * probit(1 - 1 / (trials * Math.E)))
      : 0;
  const spread = Math.sqrt(Math.max(1e-12, 1 - skewness * sharpe + ((kurtosis - 1) / 4) * sharpe ** 2));
  const probability = normalCdf(((sharpe - expectedMaxSharpe) * Math.sqrt(observations - 1)) / spread);
  return { expectedMaxSharpe: Number(expectedMaxSharpe.toFixed(4)), probability: Number(probability.toFixed(4)) };
}
