import type { EnvSchema } from '../../config/env.schema.js';

export type NewsSourceName = EnvSchema['NEWS_SOURCE'];

/** One calendar event as a source gives it, before analysis. Blank values are null. */
export interface SourceEvent {
  /** Stable for the same event across fetches, so a re-fetch updates it in place. */
  sourceKey: string;
  event: string;
  /** ISO country code ("US", "GB", "EU"), or "All" for events that concern every currency. */
  country: string;
  /** ISO currency code ("USD"), or "ALL". */
  currency: string;
  /** The impact as the source writes it ("High", "Holiday", "Non-Economic"). */
  sourceImpact: string;
  publishedAt: Date;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
}

/** What a fetch brought back, and the period it speaks for. */
export interface SourceBatch {
  events: SourceEvent[];
  /**
   * The period the source answered for completely: a stored event of this source inside it
   * that the answer no longer lists was cancelled or moved, and is removed.
   */
  covers: { from: Date; to: Date };
}

/** A source that did not answer usefully. The message is a sentence an operator can act on. */
export class NewsSourceError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; rateLimited?: boolean; retryAfter?: Date | null } = {},
  ) {
    super(message);
  }
}

/**
 * An economic calendar. `fetch` answers for a period around `now`, or throws NewsSourceError.
 * A source that calls a rate-limited service says how often it may be called.
 */
export interface NewsSource {
  readonly name: NewsSourceName;
  /** For people: "ForexFactory". */
  readonly label: string;
  /** Minimum time between calls; 0 for a source that costs nothing to ask. */
  readonly minIntervalMs: number;
  fetch(now: Date): Promise<SourceBatch>;
}

/** The injection token of the configured source. */
export const NEWS_SOURCE = Symbol('NEWS_SOURCE');
