import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, IsNull, LessThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { Clock } from '../clock/clock.js';
import { toMoney } from '../database/columns.js';
import { UserLockService } from '../database/user-lock.service.js';
import type { PlanType } from '../plans/plan.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { SubscriptionHistory } from './subscription-history.js';
import type { SubscriptionChoiceDto, SubscriptionLimitsDto, SubscriptionStatusDto } from './subscription.dto.js';
import { Subscription, type BillingCycle } from './subscription.entity.js';
import {
  applyDueChange,
  clearScheduledChange,
  planAt,
  samePlan,
  scheduledChange,
  type PlanAndCycle,
} from './plan-change-rules.js';
import { periodEnd, toCents } from './proration.js';
import { daysRemaining, effectiveStatus } from './subscription-rules.js';
import { subscriptionActive } from '../access/access-policy.js';

/** The plan a user without a subscription is measured against (spec section 4 defaults). */
const DEFAULT_PLAN: PlanType = 'BASIC';

/** A confirmed payment, as the subscription sees it. */
export interface ActivationInput {
  userId: number;
  planType: PlanType;
  cycle: BillingCycle;
  /** What was charged (USD, decimal string). */
  amount: string;
  currency: string;
  /** The plan's price when the checkout opened; the amount charged when absent. */
  listPrice?: string;
  /** Unused time credited against listPrice. */
  credit?: string;
  /** An upgrade whose credit still stands: the new plan starts now. Anything else extends from the expiry. */
  upgrade?: boolean;
}

export interface Activation {
  subscription: Subscription;
  /** The time the payment paid for. */
  periodStart: Date;
  periodEnd: Date;
  /** True when the plan changed at once (an upgrade). */
  upgraded: boolean;
}

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(MtAccount) private readonly accounts: Repository<MtAccount>,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly userLock: UserLockService,
    private readonly history: SubscriptionHistory,
  ) {}

  async choice(userId: number): Promise<SubscriptionChoiceDto> {
    const subscription = await this.subscriptions.findOneBy({ userId });
    return { plan: subscription?.planType ?? null, hasChosenPlan: subscription?.hasChosenPlan ?? false };
  }

  /** Records the plan the trader picked; it stays PENDING until a payment confirms it. */
  choose(userId: number, planType: 'BASIC' | 'PRO'): Promise<SubscriptionChoiceDto> {
    return this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(Subscription);
      const current = await repository.findOneBy({ userId });
      const now = this.clock.now();
      if (current && subscriptionActive(current, now)) {
        if (planAt(current, now).planType !== planType) {
          throw new ConflictException(
            'You already have an active subscription to another plan. Choose the new plan on the Pricing page to change it',
          );
        }
        return { plan: planType, hasChosenPlan: true };
      }
      const subscription =
        current ??
        repository.create({
          userId,
          startedAt: null,
          expiresAt: null,
          cancelledAt: null,
          amountPaid: null,
          currencyPaid: null,
          billingCycle: null,
        });
      // A lapsed subscription stays EXPIRED (so the renewal offers show) but names the new plan.
      const lapsed = current !== null && effectiveStatus(current, now) === 'EXPIRED';
      Object.assign(subscription, { planType, hasChosenPlan: true, status: lapsed ? 'EXPIRED' : 'PENDING' });
      clearScheduledChange(subscription);
      await repository.save(subscription);
      return { plan: planType, hasChosenPlan: true };
    });
  }

  async status(userId: number): Promise<SubscriptionStatusDto> {
    const now = this.clock.now();
    const [subscription, connectedAccounts] = await Promise.all([
      this.subscriptions.findOneBy({ userId }),
      this.accounts.countBy({ userId }),
    ]);
    // A change whose date has come reads as made, even before the job has written it.
    if (subscription) applyDueChange(subscription, now);
    const maxAccounts = await this.accountLimit(subscription?.planType ?? DEFAULT_PLAN);
    if (!subscription) {
      return {
        plan: null,
        status: null,
        isActive: false,
        daysRemaining: 0,
        connectedAccounts,
        maxAccounts,
        amountPaid: null,
        currencyPaid: null,
        billingCycle: null,
        nextBillingDate: null,
        expiresAt: null,
        scheduledChange: null,
      };
    }
    const status = effectiveStatus(subscription, now);
    const change = scheduledChange(subscription);
    return {
      plan: subscription.planType,
      status,
      isActive: subscriptionActive(subscription, now),
      daysRemaining: daysRemaining(subscription.expiresAt, now),
      connectedAccounts,
      maxAccounts,
      amountPaid: subscription.amountPaid === null ? null : Number(subscription.amountPaid),
      currencyPaid: subscription.currencyPaid,
      billingCycle: subscription.billingCycle,
      // A cancelled subscription is not billed again.
      nextBillingDate: status === 'ACTIVE' ? (subscription.expiresAt?.toISOString() ?? null) : null,
      expiresAt: subscription.expiresAt?.toISOString() ?? null,
      scheduledChange:
        change && subscriptionActive(subscription, now)
          ? {
              plan: change.planType,
              billingCycle: change.billingCycle ?? subscription.billingCycle ?? 'monthly',
              effectiveAt: change.at.toISOString(),
              paid: change.paid,
            }
          : null,
    };
  }

  /** The account limit of the plan in force; pass a transaction's manager to read it under the user's lock. */
  /** Whether the trader has chosen a plan (paid, pending or lapsed): what linking accounts needs. */
  async hasPlan(userId: number, manager?: EntityManager): Promise<boolean> {
    const repository = manager?.getRepository(Subscription) ?? this.subscriptions;
    return (await repository.findOneBy({ userId }))?.hasChosenPlan === true;
  }

  async limits(userId: number, manager?: EntityManager): Promise<SubscriptionLimitsDto> {
    const repository = manager?.getRepository(Subscription) ?? this.subscriptions;
    const subscription = await repository.findOneBy({ userId });
    const plan = subscription ? planAt(subscription, this.clock.now()).planType : DEFAULT_PLAN;
    return { maxAccounts: await this.accountLimit(plan), plan };
  }

  /**
   * Keeps access to the end of the paid period; nothing renews afterwards. A change scheduled
   * for that end goes too, unless its period is already paid for.
   */
  cancel(userId: number): Promise<SubscriptionStatusDto> {
    return this.userLock
      .run(userId, async (manager) => {
        const repository = manager.getRepository(Subscription);
        const subscription = await repository.findOneBy({ userId });
        const now = this.clock.now();
        if (subscription?.status === 'CANCELLED' && subscriptionActive(subscription, now))
          throw new ConflictException('Your subscription is already cancelled');
        if (!subscription || !subscriptionActive(subscription, now))
          throw new ConflictException('You have no active subscription to cancel');
        await this.history.applyDueChange(manager, subscription, now);
        if (!scheduledChange(subscription)?.paid) clearScheduledChange(subscription);
        subscription.status = 'CANCELLED';
        subscription.cancelledAt = now;
        await repository.save(subscription);
        await this.history.byOwner(manager, subscription, 'subscription.cancel', {
          expiresAt: subscription.expiresAt?.toISOString() ?? null,
        });
      })
      .then(() => this.status(userId));
  }

  /**
   * The subscription a checkout pays for: created PENDING when there is none; a lapsed or
   * pending one is pointed at the plan being bought; an active one is left as it is until paid.
   */
  async recordFor(manager: EntityManager, userId: number, planType: PlanType): Promise<Subscription> {
    const repository = manager.getRepository(Subscription);
    const current = await repository.findOneBy({ userId });
    if (current && subscriptionActive(current, this.clock.now())) return current;
    const subscription =
      current ??
      repository.create({
        userId,
        status: 'PENDING',
        billingCycle: null,
        startedAt: null,
        expiresAt: null,
        cancelledAt: null,
        amountPaid: null,
        currencyPaid: null,
      });
    Object.assign(subscription, { planType, hasChosenPlan: true });
    clearScheduledChange(subscription);
    return repository.save(subscription);
  }

  /**
   * A confirmed payment. Without a running subscription the plan starts now. An upgrade whose
   * credit stands starts the new plan now, for the price and the credit's worth of time (a full
   * cycle, plus any surplus). Anything else extends from the current expiry: the plan that runs
   * then continues, or the plan bought takes over at that boundary as a scheduled change. Runs
   * inside the caller's transaction so that the payment and the activation commit together.
   */
  async activate(manager: EntityManager, input: ActivationInput): Promise<Activation> {
    const repository = manager.getRepository(Subscription);
    const now = this.clock.now();
    const current = await repository.findOneBy({ userId: input.userId });
    if (current) await this.history.applyDueChange(manager, current, now);
    const subscription =
      current ?? repository.create({ userId: input.userId, cancelledAt: null, startedAt: null, expiresAt: null });
    const target: PlanAndCycle = { planType: input.planType, billingCycle: input.cycle };
    const listCents = toCents(input.listPrice ?? input.amount);
    const paidCents = toCents(input.amount);
    const before = current && { planType: current.planType, billingCycle: current.billingCycle };
    let start: Date;
    let end: Date;
    let upgraded = false;
    let scheduledNow = false;

    if (!current || !subscriptionActive(current, now)) {
      start = now;
      end = periodEnd(now, input.cycle, paidCents, listCents);
      Object.assign(subscription, { planType: input.planType, billingCycle: input.cycle, startedAt: now });
      clearScheduledChange(subscription);
    } else if (input.upgrade) {
      start = now;
      end = periodEnd(now, input.cycle, paidCents + toCents(input.credit ?? 0), listCents);
      Object.assign(subscription, { planType: input.planType, billingCycle: input.cycle });
      clearScheduledChange(subscription);
      upgraded = true;
    } else {
      start = current.expiresAt!;
      end = periodEnd(start, input.cycle, paidCents, listCents);
      const change = scheduledChange(current);
      if (samePlan(planAt(current, start), target)) {
        // One more period of what will be running then; a plan granted without a cycle gets this one.
        if (!change && !current.billingCycle) subscription.billingCycle = input.cycle;
      } else if (change?.paid) {
        // Only money arriving late on a superseded invoice gets here: the time is added, the plan paid for first stays.
        this.logger.warn(`User ${input.userId}: a payment for ${input.planType} extends the plan already paid ahead`);
      } else if (samePlan(current, target)) {
        clearScheduledChange(subscription);
      } else {
        Object.assign(subscription, {
          scheduledPlanType: input.planType,
          scheduledBillingCycle: input.cycle,
          scheduledAt: start,
        });
        scheduledNow = true;
      }
    }

    Object.assign(subscription, {
      hasChosenPlan: true,
      status: 'ACTIVE',
      expiresAt: end,
      cancelledAt: null,
      amountPaid: toMoney(input.amount),
      currencyPaid: input.currency,
    });
    const saved = await repository.save(subscription);
    if (upgraded)
      await this.history.byOwner(manager, saved, 'subscription.upgrade', {
        plan: [before?.planType ?? null, saved.planType],
        billingCycle: [before?.billingCycle ?? null, saved.billingCycle],
        credit: toMoney(input.credit ?? 0),
        expiresAt: end.toISOString(),
      });
    if (scheduledNow)
      await this.history.byOwner(manager, saved, 'subscription.change-scheduled', {
        plan: input.planType,
        billingCycle: input.cycle,
        effectiveAt: start.toISOString(),
        paid: true,
      });
    return { subscription: saved, periodStart: start, periodEnd: end, upgraded };
  }

  /** Moves subscriptions past their end to EXPIRED. Safe to run on every replica at once. */
  async expireDue(): Promise<number> {
    const result = await this.subscriptions.update(
      { status: In(['ACTIVE', 'CANCELLED']), expiresAt: LessThanOrEqual(this.clock.now()) },
      { status: 'EXPIRED', updatedAt: this.clock.now() },
    );
    if (result.affected) this.logger.log(`Expired ${result.affected} subscription(s)`);
    return result.affected ?? 0;
  }

  /**
   * Subscriptions a renewal reminder may concern: not cancelled (their owners chose not to renew),
   * active or lapsed, with a period ending between `from` and `to`, soonest first.
   */
  renewingBetween(from: Date, to: Date): Promise<Subscription[]> {
    return this.subscriptions.find({
      where: { cancelledAt: IsNull(), status: In(['ACTIVE', 'EXPIRED']), expiresAt: Between(from, to) },
      order: { expiresAt: 'ASC' },
    });
  }

  /** The plan's name as it is sold ("Professional"); the code only where no plan record exists. */
  async planName(planType: PlanType): Promise<string> {
    return (await this.plans.findByType(planType))?.name ?? planType;
  }

  private async accountLimit(planType: PlanType): Promise<number> {
    return (await this.plans.findByType(planType))?.accountLimit ?? 1;
  }
}
