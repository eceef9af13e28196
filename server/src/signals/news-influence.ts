import { Injectable } from '@nestjs/common';

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

/**
 * Where the engine reads economic news from. The news module provides the real source; until it
 * is wired in, the empty default below keeps the engine running on prices alone.
 */
export abstract class NewsInfluenceSource {
  /** Events for any of these currencies published within [from, to]. */
  abstract eventsFor(currencies: string[], from: Date, to: Date): Promise<NewsEventForSignals[]>;
}

@Injectable()
export class NoNewsInfluence extends NewsInfluenceSource {
  async eventsFor(): Promise<NewsEventForSignals[]> {
    return [];
  }
}
