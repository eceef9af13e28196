import { join } from 'node:path';
import Database from 'better-sqlite3';

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
