import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../../../server/src/database/data-source-options.js';
import { parseSigner } from '../../../server/src/ledger/note-key.js';
import type { Signal } from '../../../server/src/signals/signal.entity.js';
import { replayHistory } from '../../support/history.js';
import { resignLog } from '../../support/ledger.js';

/**
 * Puts a subscription straight into the running server's SQLite file, for states a browser test
 * cannot reach quickly through the pages (an expiry a week away, say).
 */
export function seedSubscription(
  dataDir: string,
  email: string,
  subscription: { planType: string; status: string; expiresInDays: number; billingCycle?: string; amountPaid?: string },
): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    const now = new Date();
    const stamp = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
    const expiresAt = new Date(now.getTime() + subscription.expiresInDays * 24 * 3600 * 1000);
    db.prepare('DELETE FROM subscriptions WHERE userId = ?').run(user.id);
    db.prepare(
      `INSERT INTO subscriptions (createdAt, updatedAt, userId, planType, hasChosenPlan, status, billingCycle, startedAt, expiresAt, amountPaid, currencyPaid)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, 'USD')`,
    ).run(
      stamp(now),
      stamp(now),
      user.id,
      subscription.planType,
      subscription.status,
      subscription.billingCycle ?? 'monthly',
      stamp(now),
      stamp(expiresAt),
      subscription.amountPaid ?? '29.00',
    );
  } finally {
    db.close();
  }
}

export interface SeededSignal {
  symbol: string;
  category: string;
  signalType: 'BUY' | 'SELL';
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips: number;
  takeProfitPips: number;
  riskReward: number;
  confidence: number;
  reasoning: string;
  newsInfluence?: string | null;
  /** When the release the news note names comes out. */
  newsReleaseAt?: Date | null;
  createdAt: Date;
  expiresAt: Date;
  outcome: 'OPEN' | 'WIN' | 'LOSS' | 'EXPIRED' | 'VOID';
  closedAt?: Date;
  exitPrice?: number;
  resultPips?: number;
  resultR?: number;
  /** The live record's columns; a signal without them was settled under the first rule once closed. */
  settlementRule?: 'tradable' | 'published-close';
  fillPrice?: number;
  resultRGross?: number;
  oppositeResultR?: number;
  oppositeOutcome?: 'WIN' | 'LOSS' | 'EXPIRED';
  oppositeResultRGross?: number;
  costPrice?: number;
  delayedViewMinutes?: number;
  delayedOutcome?: 'WIN' | 'LOSS' | 'EXPIRED';
  delayedResultR?: number;
  delayedClosedAt?: Date;
  /** What was measured for signals like it, as the engine stores it (JSON). */
  expectation?: object;
}

/**
 * An open signal published 20 minutes ago (the Professional plan, 15 minutes late, sees it at
 * once), valid for a day, its target twice the stop's `pips` away.
 */
export function visibleOpenSignal(
  fields: Pick<SeededSignal, 'symbol' | 'category' | 'signalType' | 'entryPrice' | 'stopLoss' | 'takeProfit'> & {
    pips: number;
  },
): SeededSignal {
  const now = Date.now();
  const { pips, ...prices } = fields;
  return {
    ...prices,
    stopLossPips: pips,
    takeProfitPips: pips * 2,
    riskReward: 2,
    confidence: 52,
    reasoning: `${fields.signalType} ${fields.symbol}: momentum.`,
    createdAt: new Date(now - 20 * 60_000),
    expiresAt: new Date(now + 24 * 3600_000),
    outcome: 'OPEN',
  };
}

/**
 * Writes signals into the running server's SQLite file as the server would have written them over
 * time: each committed in the transparency log at its publication and, when settled, revealed when
 * it closed, with checkpoints signed by the server's own key (kept in its DATA_DIR). A track record
 * takes days to build live. Closed signals without the live record's columns are of the first rule.
 */
export async function seedSignals(dataDir: string, signals: SeededSignal[]): Promise<number[]> {
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { ledgerSigningKey: string };
  const dataSource = new DataSource({
    ...dataSourceOptions({ type: 'better-sqlite3', file: join(dataDir, 'app.sqlite') }, { migrationsRun: false }),
  } as DataSourceOptions);
  await dataSource.initialize();
  try {
    const saved = await replayHistory(
      dataSource,
      parseSigner(secrets.ledgerSigningKey),
      signals.map((signal) => ({
        ...signal,
        newsInfluence: signal.newsInfluence ?? null,
        newsReleaseAt: signal.newsReleaseAt ?? null,
        settlementRule: signal.settlementRule ?? (signal.outcome === 'OPEN' ? 'tradable' : 'published-close'),
        delayedViewMinutes: signal.delayedViewMinutes ?? 0,
        category: signal.category as Signal['category'],
        expectation: (signal.expectation ?? null) as Signal['expectation'],
        updatedAt: signal.closedAt ?? signal.createdAt,
      })),
    );
    return saved.map((signal) => signal.id);
  } finally {
    await dataSource.destroy();
  }
}

/** Removes the plan of one type, for the states in which a type has no plan yet. */
export function deletePlan(dataDir: string, planType: string): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('DELETE FROM plans WHERE planType = ?').run(planType);
  } finally {
    db.close();
  }
}

/** Gives a trader `count` confirmed payments, more than one admin list page holds. */
export function seedPayments(dataDir: string, email: string, count: number): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    const stamp = new Date().toISOString().replace('T', ' ').replace('Z', '');
    const insert = db.prepare(
      `INSERT INTO payments (createdAt, updatedAt, userId, planType, billingCycle, priceAmount, priceCurrency, payCurrency,
         payAmount, actuallyPaid, payAddress, provider, providerPaymentId, status, confirmedAt, activatedAt)
       VALUES (?, ?, ?, 'BASIC', 'monthly', '29.00', 'USD', 'btc', '0.0003', '0.0003', 'SIMULATED-BTC-x', 'simulated', ?, 'finished', ?, ?)`,
    );
    db.transaction(() => {
      for (let index = 0; index < count; index += 1)
        insert.run(stamp, stamp, user.id, `sim_seed_${user.id}_${index}`, stamp, stamp);
    })();
  } finally {
    db.close();
  }
}

/** Gives a user a name, for lists that must hold a long one. */
export function seedUserName(dataDir: string, email: string, firstName: string, lastName: string): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE users SET firstName = ?, lastName = ? WHERE email = ?').run(firstName, lastName, email);
  } finally {
    db.close();
  }
}

/** Puts one alert in a trader's delivery log, as the outbox records it (a failed webhook, say). */
export function seedAlertDelivery(
  dataDir: string,
  email: string,
  alert: { channel: string; event: string; subject: string; status: string; attempts: number; lastError?: string },
): void {
  const db = new Database(join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    const stamp = new Date().toISOString().replace('T', ' ').replace('Z', '');
    db.prepare(
      `INSERT INTO alert_deliveries (createdAt, updatedAt, userId, channel, event, dedupeKey, subject, text, link, data,
         needsAccess, status, attempts, nextAttemptAt, lastError, sentAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, '{}', 1, ?, ?, ?, ?, ?)`,
    ).run(
      stamp,
      stamp,
      user.id,
      alert.channel,
      alert.event,
      `${alert.event}:${alert.channel}:${user.id}:${Date.now()}`,
      alert.subject,
      alert.subject,
      alert.status,
      alert.attempts,
      stamp,
      alert.lastError ?? null,
      alert.status === 'sent' ? stamp : null,
    );
  } finally {
    db.close();
  }
}

/**
 * Changes one entry of the server's log in its SQLite file and signs the whole log again with the
 * server's key, as an operator holding both could: only a checkpoint kept from before tells.
 */
export async function rewriteLogEntry(dataDir: string, index: number, from: string, to: string): Promise<void> {
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { ledgerSigningKey: string };
  const dataSource = new DataSource({
    ...dataSourceOptions({ type: 'better-sqlite3', file: join(dataDir, 'app.sqlite') }, { migrationsRun: false }),
  } as DataSourceOptions);
  await dataSource.initialize();
  try {
    const [row] = (await dataSource.query('SELECT body FROM ledger_entries WHERE entryIndex = ?', [index])) as {
      body: string;
    }[];
    if (!row.body.includes(from)) throw new Error(`Entry ${index} holds no ${from}`);
    await dataSource.query('UPDATE ledger_entries SET body = ? WHERE entryIndex = ?', [
      row.body.replace(from, to),
      index,
    ]);
    await resignLog(dataSource, parseSigner(secrets.ledgerSigningKey));
  } finally {
    await dataSource.destroy();
  }
}
