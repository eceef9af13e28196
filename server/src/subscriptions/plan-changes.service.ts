import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Not, Repository, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { HeldLease } from '../database/job-lease.service.js';
import { UserLockService } from '../database/user-lock.service.js';
import { checkoutPriceCents, monthlyCents, SUPPORT_PLAN_TYPES } from '../plans/plan-prices.js';
import { PlansService } from '../plans/plans.service.js';
import { clearScheduledChange, samePlan, scheduledChange, type PlanAndCycle } from './plan-change-rules.js';
import { SubscriptionHistory } from './subscription-history.js';
import type { SubscriptionStatusDto } from './subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { Subscription, type BillingCycle } from './subscription.entity.js';
import { subscriptionActive } from '../access/access-policy.js';

const CYCLE_NAMES: Record<BillingCycle, string> = { monthly: 'monthly', yearly: 'yearly' };

/**
 * Changes a trader makes without paying: a cheaper plan or the other cycle from the end of the
 * period (and taking that back), resuming a cancelled subscription; and the job that makes
 * scheduled changes happen. Each runs under the trader's lock and records itself in the audit log.
 */
@Injectable()
export class PlanChangesService {
  private readonly logger = new Logger(PlanChangesService.name);

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly userLock: UserLockService,
    private readonly history: SubscriptionHistory,
    private readonly status: SubscriptionsService,
  ) {}

  /** From the end of the current period on: a cheaper plan, or the same plan on the other cycle. */
  schedule(userId: number, target: PlanAndCycle & { billingCycle: BillingCycle }): Promise<SubscriptionStatusDto> {
    return this.underLock(userId, async (manager, subscription, now) => {
      if (!subscription || !subscriptionActive(subscription, now))
        throw new ConflictException('You have no active subscription to change');
      if (subscription.status === 'CANCELLED')
        throw new ConflictException('Your subscription is cancelled. Resume it first, then choose its next plan');
      const current = await this.plans.findByType(subscription.planType);
      if (SUPPORT_PLAN_TYPES.includes(subscription.planType))
        throw new ConflictException(
          `Your ${current?.name ?? subscription.planType} plan is managed by our team. Please contact support to change it`,
        );
      const next = await this.plans.findByType(target.planType);
      if (checkoutPriceCents(next, target.billingCycle) === null)
        throw new BadRequestException(
          'This plan is arranged through our support team. Please contact support to subscribe',
        );
      const change = scheduledChange(subscription);
      // The same change asked for again (a double submit) is already in place: nothing more to record.
      const sameChange =
        change?.planType === target.planType &&
        change.billingCycle === target.billingCycle &&
        change.at.getTime() === subscription.expiresAt?.getTime();
      if (sameChange && !change.paid) return;
      if (change?.paid) {
        const name = (await this.plans.findByType(change.planType))?.name ?? change.planType;
        throw new ConflictException(`Your next period is already paid for on ${name}, so it cannot change any more`);
      }
      if (samePlan(subscription, target) && subscription.billingCycle !== null)
        throw new ConflictException(
          `You are already on ${next!.name}, billed ${CYCLE_NAMES[target.billingCycle]}. To keep it, cancel the scheduled change`,
        );
      if (monthlyCents(next) > monthlyCents(current))
        throw new ConflictException(
          `An upgrade to ${next!.name} takes effect at once: pay for it at checkout, where your unused time is credited`,
        );
      Object.assign(subscription, {
        scheduledPlanType: target.planType,
        scheduledBillingCycle: target.billingCycle,
        scheduledAt: subscription.expiresAt,
      });
      await manager.getRepository(Subscription).save(subscription);
      await this.history.byOwner(manager, subscription, 'subscription.change-scheduled', {
        plan: target.planType,
        billingCycle: target.billingCycle,
        effectiveAt: subscription.expiresAt!.toISOString(),
        paid: false,
      });
    });
  }

  /** Keeps the current plan after all; a change whose period is paid for stays. */
  cancelScheduled(userId: number): Promise<SubscriptionStatusDto> {
    return this.underLock(userId, async (manager, subscription, now) => {
      const change = subscription && subscriptionActive(subscription, now) ? scheduledChange(subscription) : null;
      if (!subscription || !change) throw new ConflictException('No plan change is scheduled');
      if (change.paid)
        throw new ConflictException(
          'The next period is already paid for on the new plan, so the change stays. Please contact support if this was a mistake',
        );
      clearScheduledChange(subscription);
      await manager.getRepository(Subscription).save(subscription);
      await this.history.byOwner(manager, subscription, 'subscription.change-cancelled', {
        plan: change.planType,
        billingCycle: change.billingCycle,
        effectiveAt: change.at.toISOString(),
      });
    });
  }

  /** A cancelled subscription that has not ended yet runs on as before (status ACTIVE). */
  resume(userId: number): Promise<SubscriptionStatusDto> {
    return this.underLock(userId, async (manager, subscription, now) => {
      if (!subscription || !subscriptionActive(subscription, now))
        throw new ConflictException('Your subscription has ended. Choose a plan on the Pricing page to start again');
      if (subscription.status !== 'CANCELLED') throw new ConflictException('Your subscription is not cancelled');
      subscription.status = 'ACTIVE';
      subscription.cancelledAt = null;
      await manager.getRepository(Subscription).save(subscription);
      await this.history.byOwner(manager, subscription, 'subscription.resume', {
        expiresAt: subscription.expiresAt!.toISOString(),
      });
    });
  }

  /**
   * Makes every scheduled change whose date has come (the job's work). Each write first confirms
   * the job's lease, so a run that stalled and lost it writes nothing.
   */
  async applyDue(lease: HeldLease): Promise<number> {
    const due = await this.subscriptions.find({
      where: { scheduledAt: LessThanOrEqual(this.clock.now()), scheduledPlanType: Not(IsNull()) },
      order: { scheduledAt: 'ASC' },
      take: 200,
    });
    let applied = 0;
    for (const { userId } of due) {
      await this.userLock.run(userId, async (manager) => {
        await lease.confirm(manager);
        const subscription = await manager.getRepository(Subscription).findOneBy({ userId });
        if (!subscription || !(await this.history.applyDueChange(manager, subscription, this.clock.now()))) return;
        await manager.getRepository(Subscription).save(subscription);
        applied += 1;
      });
    }
    if (applied) this.logger.log(`Applied ${applied} scheduled plan change(s)`);
    return applied;
  }

  /**
   * Runs `work` on the trader's subscription under their lock, with any due change already made;
   * answers with the status afterwards.
   */
  private async underLock(
    userId: number,
    work: (manager: EntityManager, subscription: Subscription | null, now: Date) => Promise<void>,
  ): Promise<SubscriptionStatusDto> {
    await this.userLock.run(userId, async (manager) => {
      const subscription = await manager.getRepository(Subscription).findOneBy({ userId });
      const now = this.clock.now();
      if (subscription) await this.history.applyDueChange(manager, subscription, now);
      await work(manager, subscription, now);
    });
    return this.status.status(userId);
  }
}
