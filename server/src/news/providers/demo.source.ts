import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCalendarHistory, type RecordedImpact, type RecordedRelease } from '../calendar-history.js';
import { MAJOR_CURRENCIES } from '../news.service.js';
import { clip, clipValue, countryOfCurrency, coverageOf, eventKey } from './calendar-codes.js';
import type { NewsSource, SourceBatch, SourceEvent } from './news-source.js';
import { mondayUtc, RECORDED_YEARS, recordedMondayFor, WEEK_MS } from './replay-weeks.js';

/** Impacts as ForexFactory's feed writes them: the recording is ForexFactory's calendar. */
const SOURCE_IMPACT: Record<RecordedImpact, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  holiday: 'Holiday',
};

/**
 * The majors, which the panel filters and the currency bias covers, and the events of every
 * currency (G7 and G20 meetings). The recording's CNY rows are left out: the portal has no
 * filter, flag or bias for the yuan.
 */
const REPLAYED_CURRENCIES = new Set<string>([...MAJOR_CURRENCIES, 'ALL']);

/**
 * The offline calendar (NEWS_SOURCE=demo): last week, this week and next week (Monday to Monday,
 * UTC) of a recorded ForexFactory calendar (recorded-calendar/README.md), each week replaying the
 * same ISO week of a recorded year moved forward by whole weeks (replay-weeks.ts). Titles, impacts
 * and figures are those recorded, weekday and UTC time of day are kept, so rate decisions come as
 * often as they came and weekends stay quiet. An event carries its recorded actual once its
 * replayed time has come, forecast and previous from the start.
 *
 * Times are replayed in UTC as recorded. Where a clock change falls in another week of the current
 * year than of the recorded one, that country's releases of the week between sit an hour off their
 * usual local time (a US release at 08:30 New York time shows at 07:30 or 09:30); every other week
 * keeps local times too, since the recorded week had the same clocks.
 */
export class DemoNewsSource implements NewsSource {
  readonly name = 'demo' as const;
  readonly label = 'the demo calendar';
  readonly minIntervalMs = 0;
  private recordedWeeks?: Map<number, RecordedRelease[]>;

  async fetch(now: Date): Promise<SourceBatch> {
    const thisWeek = mondayUtc(now);
    const events = [-1, 0, 1].flatMap((offset) => this.replayWeek(thisWeek + offset * WEEK_MS, now));
    return { events, covers: coverageOf(events) };
  }

  /** The releases of the recorded week that the week starting on `monday` replays. */
  private replayWeek(monday: number, now: Date): SourceEvent[] {
    const recordedMonday = recordedMondayFor(monday);
    this.recordedWeeks ??= byWeek(asReplayed(RECORDED_YEARS.flatMap(readRecordedYear)));
    const releases = this.recordedWeeks.get(recordedMonday) ?? [];
    return releases.map((release) => replayed(release, monday - recordedMonday, now));
  }
}

function readRecordedYear(year: number): RecordedRelease[] {
  const file = new URL(`./recorded-calendar/forexfactory-${year}.csv.gz`, import.meta.url);
  return parseCalendarHistory(gunzipSync(readFileSync(file)).toString('utf8'));
}

/**
 * A speech or testimony titled with the official who gave it, as the recording titles them ("ECB
 * President Draghi Speaks", "FOMC Member Clarida Speaks"): the replay runs years later, when
 * another person holds the office, so the title names the office ("ECB President Speaks").
 */
const OFFICIAL_TITLE = /^(.*\b(?:President|Gov|Governor|Chair|Chairman|Member))\s+[A-Z][a-z]+\s+(Speaks|Testifies)$/;

export function officeOf(event: string): string {
  return event.replace(OFFICIAL_TITLE, '$1 $2');
}

const IMPACT_RANK: Record<RecordedImpact, number> = { holiday: 0, low: 1, medium: 2, high: 3 };
/** A rating counts for its event once it was given this often (see asReplayed). */
const RATING_SHARE = 0.25;

/**
 * The recording with one impact per kind of event (the same title of one currency, officials
 * counted as their office, officeOf): the recording's ratings drift from week to week (the RBA's "Cash Rate"
 * medium in 16 weeks and high in 6, while its "Rate Statement" beside it is always high), so each
 * kind takes the highest rating it was given at least one week in four. Occasional ratings do not
 * count: one high among 263 FOMC members' speeches leaves them medium. Only the demo calendar does
 * this; back-tests read the recording as it is.
 */
export function asReplayed(releases: RecordedRelease[]): RecordedRelease[] {
  const kindOf = (release: RecordedRelease) => `${release.currency}|${officeOf(release.event)}`;
  const counts = new Map<string, Map<RecordedImpact, number>>();
  for (const release of releases) {
    const key = kindOf(release);
    const ratings = counts.get(key) ?? new Map<RecordedImpact, number>();
    ratings.set(release.impact, (ratings.get(release.impact) ?? 0) + 1);
    counts.set(key, ratings);
  }
  const impactOf = new Map<string, RecordedImpact>();
  for (const [key, ratings] of counts) {
    const total = [...ratings.values()].reduce((sum, count) => sum + count, 0);
    const given = [...ratings].filter(([, count]) => count / total >= RATING_SHARE).map(([impact]) => impact);
    impactOf.set(key, given.sort((a, b) => IMPACT_RANK[b] - IMPACT_RANK[a])[0]);
  }
  // Two officials of one office speaking at the same time read as one row of that office.
  const seen = new Set<string>();
  return releases.flatMap((release) => {
    const at = `${kindOf(release)}|${release.at.getTime()}`;
    if (seen.has(at)) return [];
    seen.add(at);
    return [{ ...release, impact: impactOf.get(kindOf(release))! }];
  });
}

/** The replayed currencies' releases by the Monday (UTC) of their week. */
function byWeek(releases: RecordedRelease[]): Map<number, RecordedRelease[]> {
  const weeks = new Map<number, RecordedRelease[]>();
  for (const release of releases) {
    if (!REPLAYED_CURRENCIES.has(release.currency.toUpperCase())) continue;
    const monday = mondayUtc(release.at);
    const week = weeks.get(monday) ?? [];
    week.push(release);
    weeks.set(monday, week);
  }
  return weeks;
}

function replayed(release: RecordedRelease, shiftMs: number, now: Date): SourceEvent {
  const publishedAt = new Date(release.at.getTime() + shiftMs);
  // The recording writes events of every currency as "All"; the calendar's code for them is "ALL".
  const currency = release.currency.toUpperCase();
  return {
    sourceKey: eventKey(currency, release.event, publishedAt.toISOString()),
    event: clip(officeOf(release.event), 200),
    country: countryOfCurrency(currency),
    currency,
    sourceImpact: SOURCE_IMPACT[release.impact],
    publishedAt,
    previous: clipValue(release.previous),
    forecast: clipValue(release.forecast),
    actual: publishedAt <= now ? clipValue(release.actual) : null,
  };
}
