import type { BillingCycle } from '../../server/src/subscriptions/subscription.entity.js';
import { SubscriptionsService } from '../../server/src/subscriptions/subscriptions.service.js';
import type { PlanType } from '../../server/src/plans/plan.entity.js';
import type { TestApp } from './test-app.js';

/** What a confirmed payment does, through the same service call the payments module makes. */
export async function activateSubscription(
  testApp: TestApp,
  userId: number,
  planType: PlanType = 'BASIC',
  cycle: BillingCycle = 'monthly',
  amount = planType === 'PRO' ? '79.00' : '29.00',
): Promise<void> {
  const subscriptions = testApp.app.get(SubscriptionsService);
  await testApp.dataSource.transaction((manager) =>
    subscriptions.activate(manager, { userId, planType, cycle, amount, currency: 'USD' }),
  );
}
