import { QueryClient } from '@tanstack/react-query';
import { prerenderedPlans } from '../lib/prerendered-plans';
import { subscriptionKeys } from '../features/subscription/queries';
import { SERVER_READS } from '../lib/server-reads';

/**
 * Server state, read as SERVER_READS says (spec section 9). A page the server rendered with
 * the plan list carries that list, and the cache starts with it: the cards stay as painted.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { gcTime: SERVER_READS.keptMs, staleTime: SERVER_READS.freshMs, retry: SERVER_READS.retries },
      mutations: { retry: 0 },
    },
  });
  const plans = prerenderedPlans();
  if (plans) client.setQueryData(subscriptionKeys.plans, plans);
  return client;
}
