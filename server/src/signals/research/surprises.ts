import type { RecordedRelease } from '../../news/calendar-history.js';
import { sentimentOf } from '../../news/news-analysis.js';
import { surpriseOf } from '../../news/news-values.js';

/** A high-impact release's surprise in units of its own event's past surprises, signed for its currency. */
export interface StandardizedSurprise {
  at: number;
  currency: string;
  event: string;
  /**
   * (actual − forecast) over the root mean square of the same event's earlier surprises (same
   * currency and title, every release before this one in the calendar), above zero when the
   * figure is good news for the currency (higher unemployment than forecast is below zero).
   */
  z: number;
}

/**
 * Every high-impact release of the calendar whose surprise can be measured in its event's units:
 * it has an actual and a forecast, the event says something about its currency (sentimentOf), and
 * at least `minHistory` earlier releases of the event had a surprise, not all zero. Only releases
 * before it count, so a surprise never reads a later one.
 */
export function standardizedSurprises(
  releases: readonly Pick<RecordedRelease, 'at' | 'currency' | 'impact' | 'event' | 'actual' | 'forecast'>[],
  minHistory: number,
): StandardizedSurprise[] {
  const ordered = [...releases].sort((a, b) => a.at.getTime() - b.at.getTime());
  const history = new Map<string, number[]>();
  const result: StandardizedSurprise[] = [];
  for (const release of ordered) {
    const surprise = surpriseOf(release.actual, release.forecast);
    if (surprise === null) continue;
    const key = `${release.currency}|${release.event}`;
    const earlier = history.get(key) ?? [];
    const scale = Math.sqrt(earlier.reduce((sum, value) => sum + value ** 2, 0) / earlier.length);
    const sentiment = sentimentOf(release.event, surprise);
    if (release.impact === 'high' && earlier.length >= minHistory && scale > 0 && sentiment !== null) {
      const size = Math.abs(surprise) / scale;
      const z = sentiment === 'bullish' ? size : sentiment === 'bearish' ? -size : 0;
      result.push({ at: release.at.getTime(), currency: release.currency, event: release.event, z });
    }
    history.set(key, [...earlier, surprise]);
  }
  return result;
}
