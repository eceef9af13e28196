import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { checkoutPriceCents, monthlyCents, SUPPORT_PLAN_TYPES } from '../plans/plan-prices.js';
import type { Plan, PlanType } from '../plans/plan.entity.js';
import { PlansService } from '../plans/plans.service.js';
import {
  applyDueChange,
  checkoutKind,
  planAt,
  scheduledChange,
  type CheckoutKind,
  type PlanAndCycle,
} from '../subscriptions/plan-change-rules.js';
import { creditCents, periodEnd, toCents, upgradeCharge, type PaidPeriod } from '../subscriptions/proration.js';
import { Subscription, type BillingCycle } from '../subscriptions/subscription.entity.js';
import { addPeriod, subtractPeriod } from '../subscriptions/subscription-rules.js';
import { Payment } from './payment.entity.js';
import { subscriptionActive } from '../access/access-policy.js';

/** What a checkout will charge and buy, worked out by the server from the plan and the subscription. */
export interface CheckoutQuote {
  kind: CheckoutKind;
  plan: Plan;
  cycle: BillingCycle;
  listCents: number;
  creditCents: number;
  dueCents: number;
  /** The time the payment buys (an upgrade's includes any surplus credit as extra time). */
  periodStart: Date;
  periodEnd: Date;
  /** The plan running now, when one is. */
  current: PlanAndCycle | null;
}

/**
 * Prices a checkout: a new plan or a renewal at the list price; an upgrade (a plan with a
 * higher monthly price) at once, at the price less the unused part of every paid period still
 * running or to come, never below the minimum charge; a cheaper plan or the other cycle at the
 * list price, starting when the current period ends.
 */
@Injectable()
export class CheckoutQuoteService {
  constructor(
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** Pass the manager of a transaction under the trader's lock when the quote is what gets charged. */
  async quote(
    userId: number,
    planType: PlanType,
    cycle: BillingCycle,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CheckoutQuote> {
    const plan = await this.plans.findByType(planType);
    const listCents = checkoutPriceCents(plan, cycle);
    if (!plan || listCents === null)
      throw new BadRequestException(
        'This plan is arranged through our support team. Please contact support to subscribe',
      );
    const now = this.clock.now();
    const subscription = await manager.getRepository(Subscription).findOneBy({ userId });
    if (subscription) applyDueChange(subscription, now);
    const access = subscription !== null && subscriptionActive(subscription, now);
    const currentPlan = access ? await this.plans.findByType(subscription.planType) : null;
    if (access && SUPPORT_PLAN_TYPES.includes(subscription.planType))
      throw new ConflictException(
        `Your ${currentPlan?.name ?? subscription.planType} plan is managed by our team. Please contact support to change it`,
      );
    const kind = checkoutKind({
      subscription,
      hasAccess: access,
      target: { planType, billingCycle: cycle },
      currentMonthlyCents: monthlyCents(currentPlan),
      targetMonthlyCents: monthlyCents(plan),
    });
    const current = access ? planAt(subscription, now) : null;
    const base = { plan, cycle, listCents, current };

    if (kind === 'blocked') {
      const change = scheduledChange(subscription!)!;
      const name = (await this.plans.findByType(change.planType))?.name ?? change.planType;
      throw new ConflictException(
        `Your next period is already paid for on ${name} (${change.billingCycle}). Renew that plan, or upgrade at once`,
      );
    }
    if (kind === 'new')
      return { ...base, kind, creditCents: 0, dueCents: listCents, periodStart: now, periodEnd: addPeriod(now, cycle) };
    if (kind === 'upgrade') {
      const charge = upgradeCharge(listCents, creditCents(await this.paidPeriods(manager, subscription!, now), now));
      return {
        ...base,
        kind,
        creditCents: charge.creditCents,
        dueCents: charge.dueCents,
        periodStart: now,
        periodEnd: periodEnd(now, cycle, charge.dueCents + charge.creditCents, listCents),
      };
    }
    // A renewal or a change paid ahead: the next period, from the current expiry.
    const start = subscription!.expiresAt!;
    return {
      ...base,
      kind,
      creditCents: 0,
      dueCents: listCents,
      periodStart: start,
      periodEnd: addPeriod(start, cycle),
    };
  }

  /**
   * The periods an upgrade credits: every confirmed payment whose period has not ended and whose
   * time no upgrade has credited yet, each worth what was paid for it (money and carried credit).
   * A subscription paid before periods were recorded counts its current period: one cycle back
   * from its expiry, at the amount it last paid.
   */
  private async paidPeriods(manager: EntityManager, subscription: Subscription, now: Date): Promise<PaidPeriod[]> {
    const payments = manager.getRepository(Payment);
    const running = await payments.find({
      where: {
        userId: subscription.userId,
        activatedAt: Not(IsNull()),
        creditedAt: IsNull(),
        periodEnd: MoreThan(now),
        status: Not('refunded'),
      },
    });
    if (running.length > 0)
      return running.map((payment) => ({
        start: payment.periodStart!,
        end: payment.periodEnd!,
        valueCents: toCents(payment.priceAmount) + toCents(payment.creditAmount ?? 0),
      }));
    const everRecorded = await payments.existsBy({ userId: subscription.userId, periodEnd: Not(IsNull()) });
    if (everRecorded || !subscription.amountPaid || !subscription.billingCycle || !subscription.expiresAt) return [];
    return [
      {
        start: subtractPeriod(subscription.expiresAt, subscription.billingCycle),
        end: subscription.expiresAt,
        valueCents: toCents(subscription.amountPaid),
      },
    ];
  }
}
