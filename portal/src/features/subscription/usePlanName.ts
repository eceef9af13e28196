import { planName } from '../../lib/subscription';
import { usePlans } from './queries';

/**
 * Plan code → the name it is sold under, from the plan list (spec names until it loads). Apart
 * from queries.ts, which the landing page loads, so the fallback names stay out of its load.
 */
export function usePlanName(): (planType: string | null | undefined) => string {
  const plans = usePlans();
  return (planType) => planName(planType, plans.data);
}
