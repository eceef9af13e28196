import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCalendarHistory, type RecordedRelease } from '../../news/calendar-history.js';
import { loadSeries } from '../backtest/inputs.js';
import type { CostModel } from '../costs/cost-model.js';
import type { PriceSeries } from '../model/price-series.js';
import type { DataSpec } from './preregistration.js';

/** The data a pre-registration names, loaded, with the key that tells the same data apart in the log. */
export interface ResearchData {
  series: PriceSeries[];
  releases: RecordedRelease[];
  source: string;
  /** Evaluations with the same key ran on the same candles (LoadedSeries). */
  key: string;
}

export async function loadResearchData(
  root: string,
  data: DataSpec,
  to: Date,
  costs: CostModel,
): Promise<ResearchData> {
  const csvDir = join(root, data.csvDir);
  const { series, skipped, source, key } = await loadSeries({
    provider: data.provider,
    csvDir,
    symbols: data.symbols,
    brokerClock: data.brokerClock,
    to,
    costs,
  });
  if (skipped.length) throw new Error(`The pre-registered data are incomplete: ${skipped.join('; ')}`);
  const releases = data.calendarDir ? readCalendar(join(root, data.calendarDir)) : [];
  return { series, releases, source, key };
}

export function readCalendar(directory: string): RecordedRelease[] {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.csv'))
    .sort();
  if (!files.length) throw new Error(`No calendar CSV in ${directory}`);
  return files.flatMap((file) => parseCalendarHistory(readFileSync(join(directory, file), 'utf8')));
}
