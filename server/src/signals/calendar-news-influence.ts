import { Injectable } from '@nestjs/common';
import type { NewsEventView } from '../news/news.dto.js';
import { NewsService } from '../news/news.service.js';
import { NewsInfluenceSource, type NewsEventForSignals } from './news-influence.js';

/**
 * The engine's news, read from the economic calendar. A surprise is signed by how the release
 * reads for its currency (higher unemployment than forecast is bad news although the number is
 * above the forecast), so "above zero" always means better than expected for that currency.
 */
@Injectable()
export class CalendarNewsInfluence extends NewsInfluenceSource {
  constructor(private readonly news: NewsService) {
    super();
  }

  async eventsFor(currencies: string[], from: Date, to: Date): Promise<NewsEventForSignals[]> {
    // The window is inclusive of `to` for the engine; the calendar's is exclusive.
    const events = await this.news.eventsBetween(currencies, from, new Date(to.getTime() + 1));
    return events.map((event) => ({
      currency: event.currency,
      event: event.event,
      impact: event.impact === 'high' ? 'high' : 'medium',
      at: event.publishedAt,
      surpriseNumeric: signedSurprise(event),
    }));
  }
}

export function signedSurprise(event: Pick<NewsEventView, 'surpriseNumeric' | 'sentiment'>): number | null {
  if (event.surpriseNumeric === null) return null;
  const size = Math.abs(event.surpriseNumeric);
  if (event.sentiment === 'bullish') return size;
  if (event.sentiment === 'bearish') return -size;
  return event.surpriseNumeric;
}
