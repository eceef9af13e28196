import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service.js';
import { User } from '../users/user.entity.js';
import { applyDueChange } from './plan-change-rules.js';
import type { Subscription } from './subscription.entity.js';

/**
 * The audit entries of changes a trader or a job makes to a subscription, beside those admins
 * make, so the admin's change history of a subscription tells its whole story. Written in the
 * transaction of the change.
 */
@Injectable()
export class SubscriptionHistory {
  constructor(private readonly audit: AuditService) {}

  async byOwner(
    manager: EntityManager,
    subscription: Subscription,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    const owner = await manager
      .getRepository(User)
      .findOne({ where: { id: subscription.userId }, select: { id: true, email: true } });
    await this.audit.record(
      { id: subscription.userId, email: owner?.email ?? '' },
      action,
      { type: 'subscription', id: subscription.id },
      details,
      manager,
    );
  }

  async bySystem(
    manager: EntityManager,
    subscription: Subscription,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(SYSTEM_ACTOR, action, { type: 'subscription', id: subscription.id }, details, manager);
  }

  /**
   * Makes a scheduled change whose date has come (in memory; the caller saves it in this
   * transaction) and records it as the system's, as the job would. True when it did.
   */
  async applyDueChange(manager: EntityManager, subscription: Subscription, now: Date): Promise<boolean> {
    const before = { planType: subscription.planType, billingCycle: subscription.billingCycle };
    if (!applyDueChange(subscription, now)) return false;
    await this.bySystem(manager, subscription, 'subscription.change-applied', {
      plan: [before.planType, subscription.planType],
      billingCycle: [before.billingCycle, subscription.billingCycle],
    });
    return true;
  }
}
