import type { Connection } from 'mysql2/promise';
import { PAID_STATUSES } from '../payments/payment.entity.js';
import { verifyLedger } from '../ledger/verify-ledger.js';

export interface CheckResult {
  check: string;
  ok: boolean;
  detail: string;
}

/** What the soak itself knows, to hold the database to. */
export interface SoakRecord {
  /** Payments the processor confirmed: provider id → user id. */
  confirmed: Map<string, number>;
  /** Subscribers set up before the traffic, with every alert on: each should hear of every signal after. */
  pollerUserIds: number[];
  /** The newest signal when the traffic started; the signals after it are checked for alerts. */
  lastSignalBeforeTraffic: number;
  /** Traders whose alerts (payment confirmations among them) go to the webhook. */
  traderIds: Set<number>;
  /** Delivery id → how many times it reached the webhook. */
  arrivals: Map<number, number>;
  kills: number;
}

interface PaymentRow {
  id: number;
  userId: number;
  providerPaymentId: string | null;
  status: string;
  activatedAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  refundDueAt: string | null;
}

interface DeliveryRow {
  id: number;
  userId: number;
  channel: string;
  event: string;
  dedupeKey: string;
  data: string;
  status: string;
  nextAttemptAt: string;
}

/** The rows the checks read, at one moment. */
interface Snapshot {
  payments: PaymentRow[];
  subscriptions: { userId: number; startedAt: string | null; expiresAt: string | null }[];
  deliveries: DeliveryRow[];
  signalIds: number[];
}

async function rows<Row>(db: Connection, sql: string, params: unknown[] = []): Promise<Row[]> {
  const [result] = await db.query(sql, params);
  return result as Row[];
}

async function snapshot(db: Connection): Promise<Snapshot> {
  return {
    payments: await rows<PaymentRow>(
      db,
      'SELECT id, userId, providerPaymentId, status, activatedAt, periodStart, periodEnd, refundDueAt FROM payments ORDER BY id',
    ),
    subscriptions: await rows(db, 'SELECT userId, startedAt, expiresAt FROM subscriptions'),
    deliveries: await rows<DeliveryRow>(
      db,
      'SELECT id, userId, channel, event, dedupeKey, data, status, nextAttemptAt FROM alert_deliveries ORDER BY id',
    ),
    signalIds: (await rows<{ id: number }>(db, 'SELECT id FROM signals ORDER BY id')).map((row) => row.id),
  };
}

/** The thing an alert is about (a signal, a payment, a release), from its webhook data. */
function subjectOf(delivery: DeliveryRow): string {
  const data = JSON.parse(delivery.data) as Record<string, unknown>;
  const subject = data.signalId ?? data.paymentId ?? data.newsEventId ?? delivery.dedupeKey;
  return `${delivery.userId}:${delivery.channel}:${delivery.event}:${String(subject)}`;
}

const utc = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const list = (items: unknown[], most = 8) =>
  items.length > most ? `${items.slice(0, most).join(', ')} and ${items.length - most} more` : items.join(', ');

/** Confirmed payments not (yet) activated, by provider id. */
function unactivated(record: SoakRecord, snap: Snapshot): string[] {
  const activated = new Set(snap.payments.filter((row) => row.activatedAt).map((row) => row.providerPaymentId));
  return [...record.confirmed.keys()].filter((id) => !activated.has(id));
}

/** Activated payments of webhook traders without their payment-confirmed alert. */
function paymentsNotAlerted(record: SoakRecord, snap: Snapshot): number[] {
  const alerted = new Set(
    snap.deliveries
      .filter((row) => row.event === 'payment-confirmed')
      .map((row) => Number((JSON.parse(row.data) as { paymentId: number }).paymentId)),
  );
  return snap.payments
    .filter((row) => row.activatedAt && record.traderIds.has(row.userId) && !alerted.has(row.id))
    .map((row) => row.id);
}

/** "signal → subscriber" pairs of signals published during the traffic that have no new-signal alert. */
function signalsNotAlerted(record: SoakRecord, snap: Snapshot): string[] {
  const alerted = new Set(snap.deliveries.filter((row) => row.event === 'new-signal').map((row) => subjectOf(row)));
  return snap.signalIds
    .filter((id) => id > record.lastSignalBeforeTraffic)
    .flatMap((id) =>
      record.pollerUserIds
        .filter((userId) => !alerted.has(`${userId}:webhook:new-signal:${id}`))
        .map((userId) => `signal ${id} → user ${userId}`),
    );
}

/** Deliveries due now that no replica has sent yet. */
function dueDeliveries(snap: Snapshot): number[] {
  const now = Date.now();
  return snap.deliveries
    .filter((row) => row.status === 'pending' && utc(row.nextAttemptAt).getTime() <= now)
    .map((row) => row.id);
}

/**
 * Waits (at most `limitMs`) for the work the replicas finish after the traffic: confirmed
 * payments a killed replica left to the re-check job, alerts the fan-out has not queued yet,
 * deliveries due. Returns what was still outstanding at the end, for the report.
 */
export async function settle(db: Connection, record: SoakRecord, limitMs: number): Promise<string> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const snap = await snapshot(db);
    const outstanding = [
      [unactivated(record, snap).length, 'confirmed payments not activated'],
      [paymentsNotAlerted(record, snap).length, 'payment alerts not queued'],
      [signalsNotAlerted(record, snap).length, 'signal alerts not queued'],
      [dueDeliveries(snap).length, 'alerts due and not sent'],
    ] as const;
    const left = outstanding.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
    if (!left.length) return '';
    if (Date.now() > giveUpAt) return left.join(', ');
    await new Promise((resume) => setTimeout(resume, 2000));
  }
}

export async function consistencyChecks(db: Connection, record: SoakRecord, proxyUrl: string): Promise<CheckResult[]> {
  const snap = await snapshot(db);
  const results: CheckResult[] = [];
  const add = (check: string, problems: string[], fine: string) =>
    results.push({ check, ok: problems.length === 0, detail: problems.length ? problems.join('; ') : fine });

  // Payments: every confirmed one activated once, nothing else activated, nothing paid left behind.
  const activated = snap.payments.filter((row) => row.activatedAt);
  const missing = unactivated(record, snap);
  const extra = activated.filter((row) => !record.confirmed.has(row.providerPaymentId ?? '')).map((row) => row.id);
  const stuck = snap.payments
    .filter((row) => PAID_STATUSES.includes(row.status as never) && !row.activatedAt && !row.refundDueAt)
    .map((row) => row.id);
  add(
    'Every confirmed payment activated, once',
    [
      ...(missing.length ? [`not activated: ${list(missing)}`] : []),
      ...(extra.length ? [`activated without a confirmation: payments ${list(extra)}`] : []),
      ...(stuck.length ? [`paid but not activated: payments ${list(stuck)}`] : []),
    ],
    `${record.confirmed.size} confirmed by the processor, ${activated.length} activated`,
  );

  // Each activation added one period: a trader's periods follow each other, and the subscription ends with the last.
  const byUser = new Map<number, PaymentRow[]>();
  for (const row of activated) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const subscriptions = new Map(snap.subscriptions.map((row) => [row.userId, row]));
  const broken: string[] = [];
  for (const [userId, payments] of byUser) {
    payments.sort((a, b) => a.activatedAt!.localeCompare(b.activatedAt!) || a.id - b.id);
    payments.forEach((payment, index) => {
      if (index && payment.periodStart !== payments[index - 1].periodEnd)
        broken.push(
          `user ${userId}: payment ${payment.id} starts ${payment.periodStart}, not where the one before ends`,
        );
    });
    const ends = subscriptions.get(userId)?.expiresAt;
    if (ends !== payments.at(-1)!.periodEnd)
      broken.push(`user ${userId}: subscription ends ${ends}, its last paid period ${payments.at(-1)!.periodEnd}`);
  }
  add(
    'Each activation extended the subscription by one period',
    broken.length > 8 ? [...broken.slice(0, 8), `and ${broken.length - 8} more`] : broken,
    `${byUser.size} traders, ${activated.length} periods, each following the last`,
  );

  // Signals: every row committed once in the log, the log whole.
  const uncommitted = await rows<{ id: number }>(
    db,
    "SELECT s.id FROM signals s LEFT JOIN ledger_entries l ON l.signalId = s.id AND l.kind IN ('commitment', 'chain') WHERE l.id IS NULL",
  );
  const [log] = await rows<{ entries: number; first: number | null; last: number | null }>(
    db,
    'SELECT COUNT(*) AS entries, MIN(entryIndex) AS first, MAX(entryIndex) AS last FROM ledger_entries',
  );
  const entries = Number(log.entries);
  add(
    'Every signal is committed in the log',
    [
      ...(uncommitted.length ? [`signals without a commitment: ${list(uncommitted.map((row) => row.id))}`] : []),
      ...(entries && (Number(log.first) !== 0 || Number(log.last) !== entries - 1)
        ? [`entries run ${log.first}…${log.last} over ${entries}`]
        : []),
    ],
    `${snap.signalIds.length} signals, ${entries} entries, 0…${entries - 1}`,
  );
  const report = await verifyLedger({ baseUrl: proxyUrl }).catch((error: Error) => ({
    problems: [error.message],
    treeSize: 0,
  }));
  add(
    'The log verifies through the proxy (npm run verify-ledger)',
    report.problems,
    report.problems.length ? '' : `${report.treeSize} entries, every check passed`,
  );

  // Alerts: one row per trader, channel and subject; each sent one arrived; repeats only where a kill explains them.
  const keys = new Map<string, number>();
  const subjects = new Map<string, number>();
  for (const row of snap.deliveries) {
    keys.set(row.dedupeKey, (keys.get(row.dedupeKey) ?? 0) + 1);
    subjects.set(subjectOf(row), (subjects.get(subjectOf(row)) ?? 0) + 1);
  }
  const duplicateKeys = [...keys].filter(([, count]) => count > 1).map(([key]) => key);
  const duplicateSubjects = [...subjects].filter(([, count]) => count > 1).map(([key]) => key);
  add(
    'No duplicate alert in the outbox',
    [
      ...(duplicateKeys.length ? [`keys held twice: ${list(duplicateKeys)}`] : []),
      ...(duplicateSubjects.length ? [`the same alert queued twice: ${list(duplicateSubjects)}`] : []),
    ],
    `${snap.deliveries.length} deliveries, each key and subject once`,
  );
  const sent = snap.deliveries.filter((row) => row.status === 'sent');
  const lost = sent.filter((row) => !record.arrivals.has(row.id)).map((row) => row.id);
  const known = new Set(snap.deliveries.map((row) => row.id));
  const strangers = [...record.arrivals.keys()].filter((id) => !known.has(id));
  const repeats = [...record.arrivals].filter(([, count]) => count > 1).map(([id]) => id);
  const byStatus = Object.entries(
    snap.deliveries.reduce<Record<string, number>>(
      (counts, row) => ({ ...counts, [row.status]: (counts[row.status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  add(
    'Each alert sent reached the webhook; repeats only after a kill',
    [
      ...(lost.length ? [`marked sent, never arrived: ${list(lost)}`] : []),
      ...(strangers.length ? [`arrived with an unknown delivery id: ${list(strangers)}`] : []),
      ...(repeats.length && !record.kills ? [`arrived twice with no replica killed: ${list(repeats)}`] : []),
    ],
    `${byStatus}; ${record.arrivals.size} delivery ids arrived` +
      (repeats.length
        ? `, ${repeats.length} of them twice (sent, then its replica killed before marking it: at least once, as documented)`
        : ', none twice'),
  );
  const paymentGaps = paymentsNotAlerted(record, snap);
  const signalGaps = signalsNotAlerted(record, snap);
  const newSignals = snap.signalIds.filter((id) => id > record.lastSignalBeforeTraffic).length;
  add(
    'Every confirmed payment and new signal made its alert',
    [
      ...(paymentGaps.length ? [`payments without a payment-confirmed alert: ${list(paymentGaps)}`] : []),
      ...(signalGaps.length ? [`signals without a new-signal alert: ${list(signalGaps)}`] : []),
    ],
    `${activated.filter((row) => record.traderIds.has(row.userId)).length} payment alerts; ` +
      `${newSignals} signals × ${record.pollerUserIds.length} polling subscribers`,
  );
  return results;
}

/** The public plans each replica answers from its cache, against the database. */
export async function planCacheCheck(db: Connection, replicaUrls: string[]): Promise<CheckResult> {
  const [plan] = await rows<{ description: string }>(db, "SELECT description FROM plans WHERE planType = 'BASIC'");
  const stale: string[] = [];
  for (const url of replicaUrls) {
    const plans = (await (await fetch(`${url}/api/plans`)).json()) as { planType: string; description: string }[];
    const served = plans.find((entry) => entry.planType === 'BASIC')?.description;
    if (served !== plan.description) stale.push(`${url} serves "${served}"`);
  }
  return {
    check: 'Every replica serves the plan as last edited',
    ok: stale.length === 0,
    detail: stale.length ? `database has "${plan.description}"; ${stale.join('; ')}` : `"${plan.description}"`,
  };
}
