import { createHash } from 'node:crypto';
import { DAY_MS } from '../../clock/clock.js';
import { countryOfCurrency, coverageOf, eventKey } from './calendar-codes.js';
import type { NewsSource, SourceBatch, SourceEvent } from './news-source.js';

type Impact = 'High' | 'Medium' | 'Low';

/** A recurring release: when it comes out (UTC), and the usual size and spread of its figure. */
interface Release {
  /** 0 = Monday … 4 = Friday. */
  day: number;
  time: string;
  currency: string;
  country?: string;
  title: string;
  impact: Impact;
  base: number;
  unit: '%' | 'K' | 'M' | 'B' | '';
  decimals: number;
  /** How far the figures wander from the base, either way. */
  spread: number;
  /** Medium and low monthly releases come out every other week here, so consecutive weeks differ. */
  weeks?: 'even' | 'odd';
  /** Policy rates: usually held, sometimes moved by a quarter point. */
  rate?: boolean;
}

const RELEASES: Release[] = [
  // Monday
  {
    day: 0,
    time: '01:30',
    currency: 'AUD',
    title: 'Retail Sales m/m',
    impact: 'High',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.4,
    weeks: 'even',
  },
  {
    day: 0,
    time: '08:00',
    currency: 'EUR',
    country: 'DE',
    title: 'German Ifo Business Climate',
    impact: 'Medium',
    base: 88.5,
    unit: '',
    decimals: 1,
    spread: 1.2,
  },
  {
    day: 0,
    time: '14:00',
    currency: 'USD',
    title: 'ISM Manufacturing PMI',
    impact: 'High',
    base: 49.5,
    unit: '',
    decimals: 1,
    spread: 1.5,
    weeks: 'odd',
  },
  {
    day: 0,
    time: '14:00',
    currency: 'USD',
    title: 'CB Leading Index m/m',
    impact: 'Low',
    base: -0.2,
    unit: '%',
    decimals: 1,
    spread: 0.3,
    weeks: 'even',
  },
  // Tuesday
  {
    day: 1,
    time: '03:30',
    currency: 'AUD',
    title: 'RBA Cash Rate',
    impact: 'High',
    base: 3.85,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'odd',
    rate: true,
  },
  {
    day: 1,
    time: '06:00',
    currency: 'GBP',
    title: 'Claimant Count Change',
    impact: 'High',
    base: 20.5,
    unit: 'K',
    decimals: 1,
    spread: 12,
    weeks: 'even',
  },
  {
    day: 1,
    time: '06:00',
    currency: 'GBP',
    title: 'Unemployment Rate',
    impact: 'High',
    base: 4.7,
    unit: '%',
    decimals: 1,
    spread: 0.1,
    weeks: 'even',
  },
  {
    day: 1,
    time: '09:00',
    currency: 'EUR',
    country: 'DE',
    title: 'German ZEW Economic Sentiment',
    impact: 'Medium',
    base: 12.5,
    unit: '',
    decimals: 1,
    spread: 6,
  },
  {
    day: 1,
    time: '12:30',
    currency: 'CAD',
    title: 'CPI m/m',
    impact: 'High',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.3,
    weeks: 'odd',
  },
  {
    day: 1,
    time: '14:00',
    currency: 'USD',
    title: 'JOLTS Job Openings',
    impact: 'Medium',
    base: 7.4,
    unit: 'M',
    decimals: 2,
    spread: 0.3,
    weeks: 'even',
  },
  {
    day: 1,
    time: '22:45',
    currency: 'NZD',
    title: 'GDP q/q',
    impact: 'High',
    base: 0.4,
    unit: '%',
    decimals: 1,
    spread: 0.4,
    weeks: 'odd',
  },
  // Wednesday
  {
    day: 2,
    time: '06:00',
    currency: 'GBP',
    title: 'CPI y/y',
    impact: 'High',
    base: 3.4,
    unit: '%',
    decimals: 1,
    spread: 0.2,
    weeks: 'odd',
  },
  {
    day: 2,
    time: '12:15',
    currency: 'USD',
    title: 'ADP Non-Farm Employment Change',
    impact: 'Medium',
    base: 95,
    unit: 'K',
    decimals: 0,
    spread: 40,
    weeks: 'even',
  },
  {
    day: 2,
    time: '12:30',
    currency: 'USD',
    title: 'CPI m/m',
    impact: 'High',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.2,
    weeks: 'odd',
  },
  {
    day: 2,
    time: '12:30',
    currency: 'USD',
    title: 'Core CPI m/m',
    impact: 'High',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.1,
    weeks: 'odd',
  },
  {
    day: 2,
    time: '13:45',
    currency: 'CAD',
    title: 'BOC Rate Statement',
    impact: 'High',
    base: 2.25,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'even',
    rate: true,
  },
  {
    day: 2,
    time: '14:30',
    currency: 'USD',
    title: 'Crude Oil Inventories',
    impact: 'Low',
    base: -1.5,
    unit: 'M',
    decimals: 1,
    spread: 3,
  },
  {
    day: 2,
    time: '18:00',
    currency: 'USD',
    title: 'Federal Funds Rate',
    impact: 'High',
    base: 3.75,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'odd',
    rate: true,
  },
  // Thursday
  {
    day: 3,
    time: '00:30',
    currency: 'AUD',
    title: 'Employment Change',
    impact: 'High',
    base: 25,
    unit: 'K',
    decimals: 1,
    spread: 20,
    weeks: 'even',
  },
  {
    day: 3,
    time: '00:30',
    currency: 'AUD',
    title: 'Unemployment Rate',
    impact: 'High',
    base: 4.3,
    unit: '%',
    decimals: 1,
    spread: 0.1,
    weeks: 'even',
  },
  {
    day: 3,
    time: '03:00',
    currency: 'JPY',
    title: 'BOJ Policy Rate',
    impact: 'High',
    base: 0.75,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'odd',
    rate: true,
  },
  {
    day: 3,
    time: '08:30',
    currency: 'CHF',
    title: 'SNB Policy Rate',
    impact: 'High',
    base: 0,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'even',
    rate: true,
  },
  {
    day: 3,
    time: '12:00',
    currency: 'GBP',
    title: 'Official Bank Rate',
    impact: 'High',
    base: 3.75,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'odd',
    rate: true,
  },
  {
    day: 3,
    time: '13:15',
    currency: 'EUR',
    title: 'Main Refinancing Rate',
    impact: 'High',
    base: 2.15,
    unit: '%',
    decimals: 2,
    spread: 0,
    weeks: 'even',
    rate: true,
  },
  {
    day: 3,
    time: '12:30',
    currency: 'USD',
    title: 'Unemployment Claims',
    impact: 'Medium',
    base: 225,
    unit: 'K',
    decimals: 0,
    spread: 12,
  },
  {
    day: 3,
    time: '12:30',
    currency: 'USD',
    title: 'Retail Sales m/m',
    impact: 'High',
    base: 0.4,
    unit: '%',
    decimals: 1,
    spread: 0.4,
    weeks: 'even',
  },
  {
    day: 3,
    time: '12:30',
    currency: 'USD',
    title: 'Prelim GDP q/q',
    impact: 'High',
    base: 2.1,
    unit: '%',
    decimals: 1,
    spread: 0.6,
    weeks: 'odd',
  },
  {
    day: 3,
    time: '23:30',
    currency: 'JPY',
    title: 'Tokyo Core CPI y/y',
    impact: 'Medium',
    base: 2.2,
    unit: '%',
    decimals: 1,
    spread: 0.2,
  },
  // Friday
  {
    day: 4,
    time: '06:00',
    currency: 'GBP',
    title: 'Retail Sales m/m',
    impact: 'Medium',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.5,
    weeks: 'odd',
  },
  {
    day: 4,
    time: '08:00',
    currency: 'EUR',
    title: 'Flash Manufacturing PMI',
    impact: 'Medium',
    base: 49.8,
    unit: '',
    decimals: 1,
    spread: 0.8,
  },
  {
    day: 4,
    time: '08:00',
    currency: 'EUR',
    title: 'Flash Services PMI',
    impact: 'Medium',
    base: 51.2,
    unit: '',
    decimals: 1,
    spread: 0.8,
  },
  {
    day: 4,
    time: '12:30',
    currency: 'USD',
    title: 'Non-Farm Employment Change',
    impact: 'High',
    base: 120,
    unit: 'K',
    decimals: 0,
    spread: 60,
    weeks: 'even',
  },
  {
    day: 4,
    time: '12:30',
    currency: 'USD',
    title: 'Unemployment Rate',
    impact: 'High',
    base: 4.4,
    unit: '%',
    decimals: 1,
    spread: 0.1,
    weeks: 'even',
  },
  {
    day: 4,
    time: '12:30',
    currency: 'USD',
    title: 'Average Hourly Earnings m/m',
    impact: 'High',
    base: 0.3,
    unit: '%',
    decimals: 1,
    spread: 0.1,
    weeks: 'even',
  },
  {
    day: 4,
    time: '12:30',
    currency: 'CAD',
    title: 'Employment Change',
    impact: 'High',
    base: 20,
    unit: 'K',
    decimals: 1,
    spread: 25,
    weeks: 'even',
  },
  {
    day: 4,
    time: '14:00',
    currency: 'USD',
    title: 'Prelim UoM Consumer Sentiment',
    impact: 'Medium',
    base: 55,
    unit: '',
    decimals: 1,
    spread: 2.5,
    weeks: 'odd',
  },

  // Releases that fill the quieter hours, so that no hour of the demo week is far from news.
  {
    day: 0,
    time: '21:45',
    currency: 'NZD',
    title: 'Retail Sales q/q',
    impact: 'High',
    base: 0.4,
    unit: '%',
    decimals: 1,
    spread: 0.8,
  },
  {
    day: 0,
    time: '23:50',
    currency: 'JPY',
    title: 'Tankan Manufacturing Index',
    impact: 'High',
    base: 13,
    unit: '',
    decimals: 0,
    spread: 3,
  },
  {
    day: 2,
    time: '23:50',
    currency: 'JPY',
    title: 'Prelim GDP q/q',
    impact: 'High',
    base: 0.2,
    unit: '%',
    decimals: 1,
    spread: 0.4,
  },
  {
    day: 3,
    time: '21:45',
    currency: 'NZD',
    title: 'CPI q/q',
    impact: 'High',
    base: 0.6,
    unit: '%',
    decimals: 1,
    spread: 0.3,
  },
  {
    day: 4,
    time: '10:00',
    currency: 'EUR',
    title: 'CPI Flash Estimate y/y',
    impact: 'High',
    base: 2.1,
    unit: '%',
    decimals: 1,
    spread: 0.3,
  },
];

const WEEK_MS = 7 * DAY_MS;

/**
 * The offline calendar (NEWS_SOURCE=demo): last week, this week and next week (Monday to
 * Monday, UTC) of the usual releases for the major currencies, every day of the week, with
 * figures drawn from a seed of the moment and the release, so every fetch agrees with the one
 * before. Released events (time at or before now) carry their actual; later ones do not yet.
 */
export class DemoNewsSource implements NewsSource {
  readonly name = 'demo' as const;
  readonly label = 'the demo calendar';
  readonly minIntervalMs = 0;

  async fetch(now: Date): Promise<SourceBatch> {
    const thisWeek = mondayUtc(now);
    const events = [-1, 0, 1].flatMap((offset) => weekOfReleases(thisWeek + offset * WEEK_MS, now));
    return { events, covers: coverageOf(events) };
  }
}

/** Monday 00:00 UTC of the week holding `now`. */
export function mondayUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * The day of the week whose releases each day carries (0 = Monday). The demo market never closes,
 * like the simulated prices, so Saturday and Sunday repeat Tuesday's and Thursday's: a signal run at
 * any hour of the week sees releases just behind it and just ahead, as on a busy weekday.
 */
const SCHEDULE_OF_DAY = [0, 1, 2, 3, 4, 1, 3];

function weekOfReleases(weekStart: number, now: Date): SourceEvent[] {
  const parity = Math.floor(weekStart / WEEK_MS) % 2 === 0 ? 'even' : 'odd';
  // High-impact releases come every week here; medium and low ones alternate (see `weeks`).
  const ofParity = RELEASES.filter(
    (release) => release.impact === 'High' || !release.weeks || release.weeks === parity,
  );
  const days = SCHEDULE_OF_DAY.flatMap((schedule, day) =>
    ofParity.filter((release) => release.day === schedule).map((release) => ({ release, day })),
  );
  return days.map(({ release, day }) => {
    const [hours, minutes] = release.time.split(':').map(Number);
    const publishedAt = new Date(weekStart + day * DAY_MS + (hours * 60 + minutes) * 60_000);
    const figures = figuresOf(release, `${publishedAt.toISOString()}|${release.currency}|${release.title}`);
    return {
      sourceKey: eventKey(release.currency, release.title, publishedAt.toISOString()),
      event: release.title,
      country: release.country ?? countryOfCurrency(release.currency),
      currency: release.currency,
      sourceImpact: release.impact,
      publishedAt,
      previous: figures.previous,
      forecast: figures.forecast,
      actual: publishedAt <= now ? figures.actual : null,
    };
  });
}

function figuresOf(release: Release, seed: string): { previous: string; forecast: string; actual: string } {
  const random = seededRandom(seed);
  // Never "-0.0%": a figure that rounds to zero is written as zero.
  const write = (value: number) =>
    `${(Number(value.toFixed(release.decimals)) || 0).toFixed(release.decimals)}${release.unit}`;
  if (release.rate) {
    const moved = random() < 0.25 ? (random() < 0.5 ? -0.25 : 0.25) : 0;
    return { previous: write(release.base), forecast: write(release.base), actual: write(release.base + moved) };
  }
  const around = () => release.base + (random() * 2 - 1) * release.spread;
  const previous = around();
  const forecast = around();
  const inLine = random() < 0.3;
  const actual = inLine ? forecast : forecast + (random() * 2 - 1) * release.spread;
  return { previous: write(previous), forecast: write(forecast), actual: write(actual) };
}

/** mulberry32, seeded from a hash of the text: the same text always draws the same numbers. */
function seededRandom(text: string): () => number {
  let state = createHash('sha1').update(text).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
