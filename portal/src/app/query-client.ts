import { QueryClient } from '@tanstack/react-query';
import { prerenderedPlans } from '../lib/prerendered-plans';
import { subscriptionKeys } from '../features/subscription/queries';

/**
 * Server state: kept 5 minutes, retried 3 times (spec section 9). A page the server rendered with
 * the plan list carries that list, and the cache starts with it: the cards stay as painted.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, staleTime: 30 * 1000, retry: 3 },
      mutations: { retry: 0 },
    },
  });
  const plans = prerenderedPlans();
  if (plans) client.setQueryData(subscriptionKeys.plans, plans);
  return client;
}
