import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { TalliedCounter, TalliedHistogram } from './tallied.js';

/** A value read at scrape time: one number, or one per label set. */
export type ScrapeReading = number | Array<{ labels: Record<string, string>; value: number }>;
export type ScrapeReader = () => Promise<ScrapeReading>;

/** The one label of every request that matched no route, so that unknown URLs never add series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a cached answer (a millisecond) to a slow report (ten seconds). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** "2xx" for 204: a bounded label, as the status itself is not needed to read rates. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Every metric the server exports, in one registry per application (tests run several in one
 * process). Services record through the fields here; counts of rows are read from the database
 * when Prometheus scrapes (`readAtScrape`), so that they need no bookkeeping and hold on every
 * replica whichever wrote the rows. The deployment check builds this class to learn the names
 * the dashboard and the alert rules may use.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly readers = new Map<string, ScrapeReader>();

  // Requests.
  // Recorded on every answer: tallied, not through prom-client's per-observation label checks.
  readonly httpDuration = new TalliedHistogram(
    'signaldesk_http_request_duration_seconds',
    'Time to answer a request, by route template (unmatched for no route), method and status class.',
    ['route', 'method', 'status_class'],
    HTTP_BUCKETS,
    this.registry,
  );
  readonly hotPathAnswers = new TalliedCounter(
    'signaldesk_hot_path_answers_total',
    'Answers the hot path gave before the framework (signals poll, plans, health), by route and status class.',
    ['route', 'status_class'],
    this.registry,
  );
  readonly serverErrors = this.counter(
    'signaldesk_http_server_errors_total',
    'Answers with a 5xx status, each given a reference the user sees.',
  );

  // Jobs.
  readonly jobRuns = this.counter('signaldesk_job_runs_total', 'Runs of a periodic job on this replica.', ['job']);
  readonly jobFailures = this.counter(
    'signaldesk_job_failures_total',
    'Runs of a periodic job that failed on this replica.',
    ['job'],
  );
  readonly jobDuration = this.histogram(
    'signaldesk_job_duration_seconds',
    'Duration of the runs of a periodic job, failed or not.',
    ['job'],
    JOB_BUCKETS,
  );
  readonly jobLastSuccess = this.gauge(
    'signaldesk_job_last_success_timestamp_seconds',
    'When a run of the job last succeeded on this replica, or the replica started if none has (Unix time); take the max across replicas.',
    ['job'],
  );
  readonly jobPeriod = this.gauge('signaldesk_job_period_seconds', 'How often a periodic job runs.', ['job']);
  readonly jobLeaseHeld = this.gauge(
    'signaldesk_job_lease_held',
    '1 while this replica holds the lease of a job and runs it.',
    ['job'],
  );

  // Payments.
  readonly paymentsCreated = this.counter('signaldesk_payments_created_total', 'Payments created at checkout.');
  readonly paymentsSettled = this.counter(
    'signaldesk_payments_settled_total',
    'Payments that reached an end, by outcome (confirmed, expired, failed).',
    ['outcome'],
  );
  readonly ipnSignatureFailures = this.counter(
    'signaldesk_payment_ipn_signature_failures_total',
    'Payment notifications refused for a missing or wrong signature.',
  );
  readonly paymentRecheckBacklog = this.scraped(
    'signaldesk_payment_recheck_backlog',
    'Payments waiting on the provider whose status the re-check job still has to settle.',
  );
  readonly paymentRecheckOldestAge = this.scraped(
    'signaldesk_payment_recheck_oldest_age_seconds',
    'Age of the oldest payment waiting on the provider (0 when none waits).',
  );

  // Signals and the transparency log.
  readonly signalsPublished = this.counter('signaldesk_signals_published_total', 'Signals published.');
  readonly signalsSettled = this.counter(
    'signaldesk_signals_settled_total',
    'Signals closed by the tracker, by outcome.',
    ['outcome'],
  );
  readonly signalsVoid = this.counter('signaldesk_signals_void_total', 'Signals voided before they settled.');
  readonly ledgerTreeSize = this.scraped(
    'signaldesk_ledger_tree_size',
    'Entries in the transparency log, as of its latest checkpoint.',
  );
  readonly ledgerCheckpointTime = this.scraped(
    'signaldesk_ledger_checkpoint_timestamp_seconds',
    'When the latest checkpoint of the transparency log was signed (Unix time).',
  );

  // Streams.
  readonly streamsOpen = this.scraped('signaldesk_streams_open', 'Signal streams open on this replica.');
  readonly streamDeliveries = this.counter(
    'signaldesk_stream_deliveries_total',
    'Events written to signal streams on this replica.',
  );
  readonly streamsClosedSlow = this.counter(
    'signaldesk_streams_closed_slow_reader_total',
    'Signal streams closed because the reader did not keep up.',
  );

  // Alerts.
  readonly alertQueueDepth = this.scraped(
    'signaldesk_alert_queue_depth',
    'Alert deliveries waiting to be sent or retried, by channel.',
    ['channel'],
  );
  readonly alertDeliveries = this.counter('signaldesk_alert_deliveries_total', 'Alerts delivered, by channel.', [
    'channel',
  ]);
  readonly alertFailures = this.counter(
    'signaldesk_alert_delivery_failures_total',
    'Alert delivery attempts that failed, by channel.',
    ['channel'],
  );

  // Expert Advisor.
  readonly eaActiveKeys = this.scraped('signaldesk_ea_active_keys', 'Expert Advisor keys not revoked.');
  readonly eaRecentHeartbeats = this.scraped(
    'signaldesk_ea_keys_heard_recently',
    'Expert Advisor keys heard from in the last 5 minutes.',
  );
  readonly eaReports = this.counter('signaldesk_ea_reports_total', 'Reports sent by Expert Advisors, by type.', [
    'type',
  ]);
  readonly eaReportsRefused = this.counter(
    'signaldesk_ea_reports_refused_total',
    'Reports from Expert Advisors refused (not valid, no access), by type.',
    ['type'],
  );

  // Sign-in.
  readonly signIns = this.counter('signaldesk_auth_sign_ins_total', 'Successful sign-ins, by method.', ['method']);
  readonly signInFailures = this.counter(
    'signaldesk_auth_sign_in_failures_total',
    'Sign-ins refused for wrong credentials, by method.',
    ['method'],
  );
  readonly rateLimited = this.counter(
    'signaldesk_auth_rate_limited_total',
    'Requests refused for too many attempts, by limit (address: per client address and route; account: wrong passwords or codes on one account).',
    ['limit'],
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Names a way to read a scrape-time gauge; its owner service calls this once. */
  readAtScrape(gauge: Gauge, reader: ScrapeReader): void {
    this.readers.set((gauge as unknown as { name: string }).name, reader);
  }

  /** Every metric name the server exports, with the series names of histograms and summaries. */
  async exportedNames(): Promise<Set<string>> {
    const names = new Set<string>();
    for (const metric of await this.registry.getMetricsAsJSON()) {
      names.add(metric.name);
      const type = String(metric.type);
      if (type === 'histogram') for (const end of ['_bucket', '_sum', '_count']) names.add(metric.name + end);
      if (type === 'summary') for (const end of ['_sum', '_count']) names.add(metric.name + end);
    }
    return names;
  }

  private counter(name: string, help: string, labelNames: string[] = []): Counter {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge(name: string, help: string, labelNames: string[] = []): Gauge {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram(name: string, help: string, labelNames: string[], buckets: number[]): Histogram {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /**
   * A gauge read when Prometheus scrapes. A reading that fails (the database down) leaves the
   * gauge without a value for that scrape rather than failing the whole scrape.
   */
  private scraped(name: string, help: string, labelNames: string[] = []): Gauge {
    const readers = this.readers;
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const reader = readers.get(name);
        if (!reader) return;
        let reading: ScrapeReading;
        try {
          reading = await reader();
        } catch {
          return;
        }
        if (typeof reading === 'number') this.set(reading);
        else for (const { labels, value } of reading) this.set(labels, value);
      },
    });
  }
}
