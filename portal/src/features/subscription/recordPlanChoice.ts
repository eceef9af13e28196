import type { QueryClient } from '@tanstack/react-query';
import { subscriptionApi } from '../../api/subscription';

/** The state /pricing hands to /payment-flow: the plan in lower case, as the spec has it. */
function checkoutPlan(state: unknown): 'BASIC' | 'PRO' | null {
  const plan = (state as { plan?: unknown } | null | undefined)?.plan;
  return plan === 'basic' || plan === 'pro' ? (plan.toUpperCase() as 'BASIC' | 'PRO') : null;
}

/**
 * A trader heading for a plan's checkout has chosen that plan: it is recorded (when nothing is
 * recorded yet) so /payment-flow's guard lets them through instead of asking them to choose
 * again. True when the state was such a checkout.
 */
export async function recordCheckoutChoice(state: unknown, queryClient?: QueryClient): Promise<boolean> {
  const plan = checkoutPlan(state);
  if (!plan) return false;
  try {
    const current = await subscriptionApi.get();
    if (!current.hasChosenPlan) {
      await subscriptionApi.choose(plan);
      await queryClient?.invalidateQueries({ queryKey: ['subscription'] });
    }
  } catch {
    // The checkout's own guard asks again and says what is wrong.
  }
  return true;
}
