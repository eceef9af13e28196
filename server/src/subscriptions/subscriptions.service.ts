import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { Clock } from '../clock/clock.js';
import { toMoney } from '../database/columns.js';
import { UserLockService } from '../database/user-lock.service.js';
import type { PlanType } from '../plans/plan.entity.js';
import { PlansService } from '../plans/plans.service.js';
import type { SubscriptionChoiceDto, SubscriptionLimitsDto, SubscriptionStatusDto } from './subscription.dto.js';
import { Subscription, type BillingCycle } from './subscription.entity.js';
import { addPeriod, daysRemaining, effectiveStatus, hasAccess } from './subscription-rules.js';

/** The plan a user without a subscription is measured against (spec section 4 defaults). */
const DEFAULT_PLAN: PlanType = 'BASIC';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(MtAccount) private readonly accounts: Repository<MtAccount>,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly userLock: UserLockService,
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
      if (current && hasAccess(current, now)) {
        if (current.planType !== planType) {
          throw new ConflictException(
            'You already have an active subscription. Upgrade it from your profile to change plans',
          );
        }
        return { plan: current.planType, hasChosenPlan: true };
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
      };
    }
    const status = effectiveStatus(subscription, now);
    return {
      plan: subscription.planType,
      status,
      isActive: hasAccess(subscription, now),
      daysRemaining: daysRemaining(subscription.expiresAt, now),
      connectedAccounts,
      maxAccounts,
      amountPaid: subscription.amountPaid === null ? null : Number(subscription.amountPaid),
      currencyPaid: subscription.currencyPaid,
      billingCycle: subscription.billingCycle,
      // A cancelled subscription is not billed again.
      nextBillingDate: status === 'ACTIVE' ? (subscription.expiresAt?.toISOString() ?? null) : null,
      expiresAt: subscription.expiresAt?.toISOString() ?? null,
    };
  }

  async limits(userId: number): Promise<SubscriptionLimitsDto> {
    const subscription = await this.subscriptions.findOneBy({ userId });
    const plan = subscription?.planType ?? DEFAULT_PLAN;
    return { maxAccounts: await this.accountLimit(plan), plan };
  }

  async isActive(userId: number): Promise<boolean> {
    return hasAccess(await this.subscriptions.findOneBy({ userId }), this.clock.now());
  }

  /** Keeps access to the end of the paid period; nothing renews afterwards. */
  cancel(userId: number): Promise<SubscriptionStatusDto> {
    return this.userLock
      .run(userId, async (manager) => {
        const repository = manager.getRepository(Subscription);
        const subscription = await repository.findOneBy({ userId });
        const now = this.clock.now();
        if (subscription?.status === 'CANCELLED' && hasAccess(subscription, now))
          throw new ConflictException('Your subscription is already cancelled');
        if (!subscription || !hasAccess(subscription, now))
          throw new ConflictException('You have no active subscription to cancel');
        subscription.status = 'CANCELLED';
        subscription.cancelledAt = now;
        await repository.save(subscription);
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
    if (current && hasAccess(current, this.clock.now())) return current;
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
    return repository.save(subscription);
  }

  /**
   * A confirmed payment: the subscription becomes ACTIVE for one more period. A renewal of a
   * subscription that still has time left extends from its expiry, not from today. Runs inside
   * the caller's transaction so that the payment and the activation commit together.
   */
  async activate(
    manager: EntityManager,
    input: { userId: number; planType: PlanType; cycle: BillingCycle; amount: string; currency: string },
  ): Promise<Subscription> {
    const repository = manager.getRepository(Subscription);
    const now = this.clock.now();
    const current = await repository.findOneBy({ userId: input.userId });
    const subscription =
      current ?? repository.create({ userId: input.userId, cancelledAt: null, startedAt: null, expiresAt: null });
    const extendsCurrent = current !== null && hasAccess(current, now) && current.expiresAt !== null;
    const periodStart = extendsCurrent ? current.expiresAt! : now;
    Object.assign(subscription, {
      planType: input.planType,
      hasChosenPlan: true,
      status: 'ACTIVE',
      billingCycle: input.cycle,
      startedAt: extendsCurrent ? (current.startedAt ?? now) : now,
      expiresAt: addPeriod(periodStart, input.cycle),
      cancelledAt: null,
      amountPaid: toMoney(input.amount),
      currencyPaid: input.currency,
    });
    return repository.save(subscription);
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

  private async accountLimit(planType: PlanType): Promise<number> {
    return (await this.plans.findByType(planType))?.accountLimit ?? 1;
  }
}
