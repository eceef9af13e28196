import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AccessPolicy } from '../access/access-policy.js';
import type { AccessState } from '../access/access-state.js';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { NewsEvent } from '../news/news-event.entity.js';
import { NewsService } from '../news/news.service.js';
import { ConfirmedPayments } from '../payments/confirmed-payments.service.js';
import type { Payment } from '../payments/payment.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { SignalsService } from '../signals/signals.service.js';
import { AlertCursor } from './alert-cursor.entity.js';
import type { AlertChannel, AlertEvent } from './alert-delivery.entity.js';
import { newSignalMessage, newsMessage, outcomeMessage, paymentMessage, type AlertMessage } from './alert-messages.js';
import { AlertOutbox, type NewAlert } from './alert-outbox.service.js';
import { AlertSettings } from './alert-settings.entity.js';
import { AlertChannels } from './channels/alert-channels.js';

/**
 * How far behind its place the payment reader looks again. A payment's confirmation time is taken
 * inside its transaction, and transactions commit in any order: one confirmed just before a
 * later one may commit after the reader moved past both. This is longer than any transaction can
 * wait for a lock (MariaDB gives up after 50 s).
 */
export const LATE_COMMIT_MS = 2 * 60_000;

/** A release is announced this long before it comes out. */
export const NEWS_NOTICE_MS = 15 * 60_000;
const BATCH = 200;

interface Recipient {
  /** Who they are and what they may see, as the access rules read it. */
  state: AccessState;
  settings: AlertSettings;
}

type Flag = 'newSignals' | 'signalOutcomes' | 'highImpactNews' | 'paymentConfirmed';

/**
 * Turns what happened into alerts in the outbox: new signals, closed signals, high-impact releases
 * coming up, confirmed payments. Each source is read from where the last run stopped (a cursor
 * in the database), and every alert has a key, so a run that is repeated (a replica that died
 * mid-run, two replicas) adds nothing twice. Market alerts go to traders with paid access only.
 */
@Injectable()
export class AlertFanout {
  private readonly logger = new Logger(AlertFanout.name);

  constructor(
    @InjectRepository(AlertSettings) private readonly settings: Repository<AlertSettings>,
    @InjectRepository(AlertCursor) private readonly cursors: Repository<AlertCursor>,
    private readonly signals: SignalsService,
    private readonly payments: ConfirmedPayments,
    private readonly news: NewsService,
    private readonly plans: PlansService,
    private readonly outbox: AlertOutbox,
    private readonly channels: AlertChannels,
    private readonly access: AccessPolicy,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * One pass over every source. A holder that stalled and lost its lease may still write: every
   * alert it adds exists already by its key, and a cursor it sets back is read forward again.
   */
  async run(): Promise<void> {
    const added =
      (await this.newSignals()) +
      (await this.outcomes()) +
      (await this.upcomingNews()) +
      (await this.paymentsConfirmed());
    if (added) this.logger.log(`Alerts queued: ${added}`);
  }

  async newSignals(): Promise<number> {
    const cursor = await this.cursor('new-signals');
    const signals = await this.signals.publishedAfter(cursor.position, BATCH);
    if (!signals.length) return 0;
    const recipients = await this.recipients('newSignals', true);
    const alerts: NewAlert[] = [];
    for (const signal of signals) {
      const message = newSignalMessage(signal, this.config.linkBaseUrl);
      for (const recipient of recipients) {
        const { settings } = recipient;
        if (settings.signalCategories.length && !settings.signalCategories.includes(signal.category)) continue;
        if (signal.confidence < settings.minConfidence) continue;
        // A trader on a delayed plan hears of a signal when their plan shows it.
        const delay = await this.access.signalDelay(recipient.state);
        const notBefore = new Date(signal.createdAt.getTime() + delay * 60_000);
        alerts.push(...this.toChannels(recipient, 'new-signal', `new-signal:${signal.id}`, message, true, notBefore));
      }
    }
    const added = await this.outbox.add(alerts);
    await this.cursors.update({ id: cursor.id }, { position: signals.at(-1)!.id });
    return added;
  }

  async outcomes(): Promise<number> {
    const cursor = await this.cursor('signal-outcomes');
    const since = cursor.at ?? new Date(0);
    // The settlement writes each run's closes at once under the job's lease: in the order they were written.
    const closed = await this.signals.closesWrittenAfter(since, cursor.position, BATCH);
    if (!closed.length) return 0;
    const recipients = await this.recipients('signalOutcomes', true);
    const alerts = closed.flatMap((signal) => {
      const message = outcomeMessage(signal, this.config.linkBaseUrl);
      return recipients
        .filter(
          ({ settings }) => !settings.signalCategories.length || settings.signalCategories.includes(signal.category),
        )
        .flatMap((recipient) =>
          this.toChannels(recipient, 'signal-outcome', `signal-outcome:${signal.id}`, message, true, this.clock.now()),
        );
    });
    const added = await this.outbox.add(alerts);
    const last = closed.at(-1)!;
    await this.cursors.update({ id: cursor.id }, { at: last.updatedAt, position: last.id });
    return added;
  }

  /** High-impact releases due within the next 15 minutes, each announced once. */
  async upcomingNews(): Promise<number> {
    const now = this.clock.now();
    const events = await this.news.highImpactBetween(now, new Date(now.getTime() + NEWS_NOTICE_MS));
    if (!events.length) return 0;
    const recipients = await this.recipients('highImpactNews', true);
    const alerts = events.flatMap((event: NewsEvent) => {
      const message = newsMessage(event, this.config.linkBaseUrl);
      return recipients
        .filter(({ settings }) => !settings.newsCurrencies.length || settings.newsCurrencies.includes(event.currency))
        .flatMap((recipient) => this.toChannels(recipient, 'high-impact-news', `news:${event.id}`, message, true, now));
    });
    return this.outbox.add(alerts);
  }

  /**
   * Payments confirmed since the last run, to Telegram and webhooks: the e-mail receipt is the
   * billing module's and goes to every trader.
   */
  async paymentsConfirmed(): Promise<number> {
    const cursor = await this.cursor('payments-confirmed');
    const since = cursor.at ?? new Date(0);
    const confirmed = await this.payments.after(since, cursor.position, BATCH);
    // Read again behind the place for payments that committed late; their keys keep each alert single.
    // Only what was confirmed in the last LATE_COMMIT_MS can still commit: a cursor idle longer reads nothing again.
    const lateFrom = new Date(this.clock.now().getTime() - LATE_COMMIT_MS);
    const late = cursor.at && cursor.at >= lateFrom ? await this.payments.between(lateFrom, cursor.at, BATCH) : [];
    if (!confirmed.length && !late.length) return 0;
    const added = await this.outbox.add(await this.paymentAlerts([...late, ...confirmed]));
    if (confirmed.length) {
      const last = confirmed.at(-1)!;
      await this.cursors.update({ id: cursor.id }, { at: last.activatedAt, position: last.id });
    }
    return added;
  }

  /** Each payment's confirmation, to Telegram and webhooks of the trader who wants it. */
  private async paymentAlerts(payments: Payment[]): Promise<NewAlert[]> {
    const recipients = new Map(
      (
        await this.recipients(
          'paymentConfirmed',
          false,
          payments.map((payment) => payment.userId),
        )
      ).map((entry) => [entry.state.id, entry]),
    );
    const planNames = new Map<string, string>();
    const alerts: NewAlert[] = [];
    for (const payment of payments) {
      const recipient = recipients.get(payment.userId);
      if (!recipient) continue;
      if (!planNames.has(payment.planType))
        planNames.set(payment.planType, (await this.plans.findByType(payment.planType))?.name ?? payment.planType);
      const message = paymentMessage(
        { ...payment, planName: planNames.get(payment.planType)! },
        recipient.state.subscription?.expiresAt ?? null,
        this.config.linkBaseUrl,
      );
      alerts.push(
        ...this.toChannels(recipient, 'payment-confirmed', `payment:${payment.id}`, message, false, this.clock.now(), [
          'telegram',
          'webhook',
        ]),
      );
    }
    return alerts;
  }

  /** Traders who want this kind of alert: market alerts only while they have paid access. */
  private async recipients(flag: Flag, needsAccess: boolean, userIds?: number[]): Promise<Recipient[]> {
    const settings = await this.settings.find({
      where: { [flag]: true, ...(userIds ? { userId: In(userIds) } : {}) },
    });
    if (!settings.length) return [];
    const states = await this.access.statesOf(settings.map((entry) => entry.userId));
    const now = this.clock.now();
    return settings.flatMap((entry) => {
      const state = states.get(entry.userId);
      // A deleted account is disabled too.
      if (!state || state.disabled) return [];
      if (needsAccess && !this.access.paidAccess(state, now)) return [];
      return [{ state, settings: entry }];
    });
  }

  private toChannels(
    recipient: Recipient,
    event: AlertEvent,
    key: string,
    message: AlertMessage,
    needsAccess: boolean,
    notBefore: Date,
    only?: readonly AlertChannel[],
  ): NewAlert[] {
    return this.channels
      .reachable({ email: recipient.state.email, settings: recipient.settings }, only)
      .map((channel) => ({
        userId: recipient.state.id,
        channel,
        event,
        dedupeKey: `${key}:${recipient.state.id}:${channel}`,
        ...message,
        needsAccess,
        notBefore,
      }));
  }

  /** The named cursor; the migrations made each where its source stood (no alerts about the past). */
  private cursor(name: string): Promise<AlertCursor> {
    return this.cursors.findOneByOrFail({ name });
  }
}
