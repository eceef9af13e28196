import { mailDate } from '../mail/mail-dates.js';
import { composeMail, type MailContent } from '../mail/mail-templates.js';
import type { ReminderKind } from './renewal-reminder.entity.js';
import { plural } from '#domain/plural';

export interface ReminderFacts {
  kind: ReminderKind;
  /** Whole days left, rounded up, as the site's banner counts them. */
  daysLeft: number;
  expiresAt: Date;
  timeZone: string | null;
  /** What renewing buys: the plan in force at the end (the scheduled one, if any). */
  renewal: { planName: string; cycle: string; price: string } | null;
  /** The plan the trader is on now, by name. */
  currentPlanName: string;
  /** The checkout (or, for a plan sold through support, the profile). */
  link: string;
}

/** The subject follows the site's expiry banner ('Your subscription expires in N days'). */
export function reminderMail(facts: ReminderFacts): MailContent {
  const end = mailDate(facts.expiresAt, facts.timeZone);
  const subject =
    facts.kind === 'expired'
      ? 'Your SignalDesk subscription has expired'
      : `Your SignalDesk subscription expires in ${plural(facts.daysLeft, 'day')}`;
  const status =
    facts.kind === 'expired'
      ? `Your ${facts.currentPlanName} plan ended on ${end}, and your trading signals are paused. Renew to get them back at once.`
      : `Your ${facts.currentPlanName} plan runs until ${end}. Renew now to avoid interruption to your trading signals: a renewal adds a full period from that date, so no day is lost.`;
  const offer = facts.renewal
    ? [
        `Renewing: ${facts.renewal.planName} (${facts.renewal.cycle}), ${facts.renewal.price}. Payment is in cryptocurrency, as before.`,
      ]
    : ['Your plan is arranged with our team: reply to this e-mail or contact support to renew it.'];
  return composeMail({
    subject,
    paragraphs: [
      status,
      ...offer,
      'You get these reminders while your subscription is not cancelled; a cancelled one gets none.',
    ],
    action: facts.renewal
      ? { label: `Renew ${facts.renewal.planName} (${facts.renewal.cycle})`, url: facts.link }
      : { label: 'Open your account', url: facts.link },
  });
}
