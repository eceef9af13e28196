import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, LessThan, Repository } from 'typeorm';
import { AccessPolicy } from '../access/access-policy.js';
import type { AccessState } from '../access/access-state.js';
import { AlertOutbox } from '../alerts/alert-outbox.service.js';
import type { AlertSettings } from '../alerts/alert-settings.entity.js';
import { AlertSettingsService } from '../alerts/alert-settings.service.js';
import { AlertChannels } from '../alerts/channels/alert-channels.js';
import { Clock } from '../clock/clock.js';
import type { MailContent } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';
import { checkoutPriceCents } from '../plans/plan-prices.js';
import { PlansService } from '../plans/plans.service.js';
import { planAt } from '../subscriptions/plan-change-rules.js';
import { fromCents } from '../subscriptions/proration.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';
import { daysRemaining } from '../subscriptions/subscription-rules.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UserSettingsService } from '../users/user-settings.service.js';
import { reminderMail } from './reminder-mails.js';
import { dueReminder, reminderHorizon } from './reminder-rules.js';
import { RenewalReminder, type ReminderKind } from './renewal-reminder.entity.js';

/** How long a sender holds a reminder before another may try it (longer than an SMTP attempt lasts). */
const CLAIM_MS = 5 * 60_000;

/**
 * Renewal reminders: 7 days and 1 day before a subscription ends and when it has ended, each
 * once per period end. For every reminder due, a row keyed (user, kind, period end) is inserted
 * if none exists (the unique key lets one replica win), claimed with a conditional update (so a
 * single sender holds it), sent, and marked sent. A failed send lets go and is tried on the next
 * run while its window is open. Cancelled subscriptions get none: their owners chose not to renew.
 */
@Injectable()
export class RenewalRemindersService {
  private readonly logger = new Logger(RenewalRemindersService.name);

  constructor(
    @InjectRepository(RenewalReminder) private readonly reminders: Repository<RenewalReminder>,
    private readonly subscriptions: SubscriptionsService,
    private readonly access: AccessPolicy,
    private readonly userSettings: UserSettingsService,
    private readonly alertSettings: AlertSettingsService,
    private readonly plans: PlansService,
    private readonly mail: MailService,
    private readonly outbox: AlertOutbox,
    private readonly channels: AlertChannels,
    private readonly clock: Clock,
  ) {}

  /** Sends every reminder due now; answers how many went out. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const { from, to } = reminderHorizon(now);
    const candidates = await this.subscriptions.renewingBetween(from, to);
    let sent = 0;
    for (const subscription of candidates) {
      const kind = dueReminder(subscription.expiresAt!, now);
      if (!kind) continue;
      const reminder = await this.record(subscription.userId, kind, subscription.expiresAt!);
      if (reminder.sentAt || !(await this.claim(reminder.id, now))) continue;
      if (await this.send(reminder, subscription)) sent += 1;
    }
    if (sent) this.logger.log(`Sent ${sent} renewal reminder(s)`);
    return sent;
  }

  /** The row for this reminder, inserted unless one exists already. */
  private async record(userId: number, kind: ReminderKind, periodEnd: Date): Promise<RenewalReminder> {
    const existing = await this.reminders.findOneBy({ userId, kind, periodEnd });
    if (existing) return existing;
    await this.reminders
      .createQueryBuilder()
      .insert()
      .into(RenewalReminder)
      .values({
        userId,
        kind,
        periodEnd,
        sentAt: null,
        claimedUntil: null,
        attempts: 0,
        lastError: null,
        // A query-builder insert runs no entity hooks: the stamps are set here.
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .orIgnore()
      .execute();
    return this.reminders.findOneByOrFail({ userId, kind, periodEnd });
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    const result = await this.reminders
      .createQueryBuilder()
      .update(RenewalReminder)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: () => 'attempts + 1' })
      .where({ id, sentAt: IsNull() })
      .andWhere(new Brackets((free) => free.where({ claimedUntil: IsNull() }).orWhere({ claimedUntil: LessThan(now) })))
      .execute();
    return result.affected === 1;
  }

  private async send(reminder: RenewalReminder, subscription: Subscription): Promise<boolean> {
    try {
      const [user, alerts] = await Promise.all([
        this.access.stateOf(subscription.userId),
        this.alertSettings.savedFor(subscription.userId),
      ]);
      // A trader who turned reminders off under Alerts gets none; one who never saved the page does.
      // A deleted account is disabled too.
      if (user && !user.disabled && (alerts?.subscriptionReminders ?? true)) {
        const mail = await this.compose(reminder, subscription);
        await this.mail.send(user.email, mail);
        if (alerts) await this.alsoOnOtherChannels(reminder, user, alerts, mail);
      }
      // A closed account gets nothing; its reminder counts as settled.
      await this.reminders.update(
        { id: reminder.id },
        { sentAt: this.clock.now(), claimedUntil: null, lastError: null },
      );
      return Boolean(user && !user.disabled);
    } catch (error) {
      const message = (error as Error).message;
      this.logger.error(`Renewal reminder ${reminder.id} not sent (retried on the next run): ${message}`);
      await this.reminders
        .update({ id: reminder.id }, { claimedUntil: null, lastError: message.slice(0, 255) })
        .catch(() => undefined);
      return false;
    }
  }

  /** The same reminder on Telegram and the webhook, where the trader has them on (once each, by key). */
  private async alsoOnOtherChannels(
    reminder: RenewalReminder,
    user: AccessState,
    settings: AlertSettings,
    mail: MailContent,
  ): Promise<void> {
    const channels = this.channels.reachable({ email: user.email, settings }, ['telegram', 'webhook']);
    await this.outbox.add(
      channels.map((channel) => ({
        userId: user.id,
        channel,
        event: 'subscription-reminder' as const,
        dedupeKey: `reminder:${reminder.id}:${user.id}:${channel}`,
        subject: mail.subject,
        text: mail.text.split('\n--\n')[0],
        link: mail.link ?? null,
        data: { kind: reminder.kind, periodEnd: reminder.periodEnd.toISOString() },
        needsAccess: false,
        notBefore: this.clock.now(),
      })),
    );
  }

  private async compose(reminder: RenewalReminder, subscription: Subscription) {
    const atEnd = planAt(subscription, reminder.periodEnd);
    const cycle = atEnd.billingCycle ?? subscription.billingCycle ?? 'monthly';
    const [plan, current, settings] = await Promise.all([
      this.plans.findByType(atEnd.planType),
      this.plans.findByType(subscription.planType),
      this.userSettings.get(subscription.userId),
    ]);
    const price = checkoutPriceCents(plan, cycle);
    return reminderMail({
      kind: reminder.kind,
      daysLeft: daysRemaining(reminder.periodEnd, this.clock.now()),
      expiresAt: reminder.periodEnd,
      timeZone: settings?.timeZone ?? null,
      currentPlanName: current?.name ?? subscription.planType,
      renewal: plan && price !== null ? { planName: plan.name, cycle, price: `$${fromCents(price)}` } : null,
      link:
        price !== null
          ? this.mail.link('/payment-flow', { plan: atEnd.planType.toLowerCase(), cycle })
          : this.mail.link('/profile'),
    });
  }
}
