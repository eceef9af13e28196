import type { Metric, Registry } from 'prom-client';

/**
 * Metrics for what every answer records, tallied in plain numbers and read by the registry when
 * Prometheus scrapes. prom-client checks and hashes the label set on every observation, which
 * cost the signals poll about a tenth of its CPU; here a caller looks its series up once and keeps
 * it, and an observation is a few additions.
 */
abstract class Tallied<Series> {
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly labelNames: readonly string[];
  private readonly all = new Map<string, { labels: Record<string, string>; series: Series }>();

  // Plain fields, no parameter properties: the deployment check loads this file with types stripped.
  constructor(name: string, help: string, labelNames: readonly string[], registry: Registry) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of one label set (every label named): look it up once, keep it, and record into it. */
  series(labels: Record<string, string>): Series {
    const key = this.labelNames.map((label) => labels[label]).join('\u0000');
    let found = this.all.get(key);
    if (!found) {
      const own = Object.fromEntries(this.labelNames.map((label) => [label, labels[label]]));
      this.all.set(key, (found = { labels: own, series: this.create() }));
    }
    return found.series;
  }

  protected abstract create(): Series;

  protected entries(): Iterable<{ labels: Record<string, string>; series: Series }> {
    return this.all.values();
  }
}

export interface CounterSeries {
  inc(): void;
}

export class TalliedCounter extends Tallied<CounterSeries & { value: number }> {
  readonly type = 'counter';

  protected create() {
    return {
      value: 0,
      inc() {
        this.value += 1;
      },
    };
  }

  /** As prom-client's metric.get(): what the registry writes out. */
  get() {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [...this.entries()].map(({ labels, series }) => ({ labels, value: series.value })),
    };
  }
}

export interface HistogramSeries {
  observe(value: number): void;
}

class Buckets implements HistogramSeries {
  /** Observations per bucket, not cumulative; the last is above every bound. */
  readonly counts: number[];
  sum = 0;
  count = 0;
  private readonly bounds: readonly number[];

  constructor(bounds: readonly number[]) {
    this.bounds = bounds;
    this.counts = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]) bucket += 1;
    this.counts[bucket] += 1;
    this.sum += value;
    this.count += 1;
  }
}

export class TalliedHistogram extends Tallied<HistogramSeries> {
  readonly type = 'histogram';
  private readonly bounds: readonly number[];

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    bounds: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
    this.bounds = bounds;
  }

  protected create(): HistogramSeries {
    return new Buckets(this.bounds);
  }

  /** As prom-client's metric.get(): cumulative buckets with `le` (and +Inf), then _sum and _count. */
  get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, series } of this.entries()) {
      const buckets = series as Buckets;
      let cumulative = 0;
      buckets.counts.forEach((count, index) => {
        cumulative += count;
        const le = index < this.bounds.length ? this.bounds[index] : '+Inf';
        values.push({ labels: { ...labels, le }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels, value: buckets.sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: buckets.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
