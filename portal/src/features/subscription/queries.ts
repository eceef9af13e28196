import { useQuery } from '@tanstack/react-query';
import { plansApi } from '../../api/plans';
import { subscriptionApi } from '../../api/subscription';
import { useSession } from '../../api/session';

export const subscriptionKeys = {
  status: ['subscription', 'status'] as const,
  choice: ['subscription', 'choice'] as const,
  plans: ['plans'] as const,
};

/** The signed-in trader's subscription status (spec section 3), shared by every page. */
export function useSubscriptionStatus() {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: subscriptionKeys.status, queryFn: subscriptionApi.status, enabled: signedIn });
}

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: plansApi.list });
}
