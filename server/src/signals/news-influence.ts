/** An economic release as the signals engine reads it. */
export interface NewsEventForSignals {
  currency: string;
  event: string;
  impact: 'high' | 'medium' | 'low';
  /** When it is (or was) published. */
  at: Date;
  /** Actual minus forecast, once published; above zero means better than expected. */
  surpriseNumeric: number | null;
}

/** Where the engine reads economic news from (bound to the calendar in signals.module.ts). */
export abstract class NewsInfluenceSource {
  /** Events for any of these currencies published within [from, to]. */
  abstract eventsFor(currencies: string[], from: Date, to: Date): Promise<NewsEventForSignals[]>;
}
