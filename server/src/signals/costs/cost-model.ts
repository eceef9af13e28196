import { readFileSync } from 'node:fs';

/**
 * What a retail trader pays for one round trip, by symbol: the candle's own spread where the data
 * carries one, but never less than a realistic floor (spread plus commission of typical retail
 * accounts). Broker spread columns are not a trader's cost: they sit near zero for months in some
 * exports and jump to several pips in others, and a model that trades on them learns only to
 * avoid cost. The floor keeps every result, back-tested or live, honest about what a trade costs.
 */
export interface CostModel {
  /** The least round-trip cost in price units, or null for a symbol the file does not price. */
  floor(symbol: string): number | null;
  /** max(candle spread, floor) in price units; null when the symbol has no floor. */
  roundTrip(symbol: string, candleSpread: number): number | null;
  /** Where the floors came from, for reports. */
  source: string;
  /** Every symbol the file prices, with its floor. */
  floors: Readonly<Record<string, number>>;
}

/** The floors the repository carries: the same file a reader of the back-test is pointed to. */
export const DEFAULT_COST_FILE = new URL('./cost-floors.json', import.meta.url);

export class CostFileError extends Error {}

export function costModelFrom(floors: Record<string, number>, source: string): CostModel {
  const table = Object.freeze({ ...floors });
  const floor = (symbol: string) => table[symbol] ?? null;
  return {
    source,
    floors: table,
    floor,
    roundTrip(symbol, candleSpread) {
      const least = floor(symbol);
      if (least === null) return null;
      return Number.isFinite(candleSpread) ? Math.max(candleSpread, least) : least;
    },
  };
}

/** Reads a floors file shaped like the default one: `{ "floor": { "EURUSD": 0.0001, … } }`. */
export function readCostModel(file: string | URL = DEFAULT_COST_FILE): CostModel {
  const name = typeof file === 'string' ? file : 'the default cost floors';
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CostFileError(`Cannot read ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const floors = (parsed as { floor?: unknown })?.floor;
  if (!floors || typeof floors !== 'object') {
    throw new CostFileError(`${name} has no "floor" object of symbol → round-trip cost in price units`);
  }
  const entries = Object.entries(floors as Record<string, unknown>);
  const bad = entries.filter(([, value]) => typeof value !== 'number' || !(value > 0)).map(([symbol]) => symbol);
  if (bad.length) throw new CostFileError(`${name}: the floor of ${bad.join(', ')} is not a positive number`);
  return costModelFrom(Object.fromEntries(entries) as Record<string, number>, name);
}

let defaults: CostModel | null = null;
/** The repository's floors, read once. */
export function defaultCostModel(): CostModel {
  defaults ??= readCostModel();
  return defaults;
}
