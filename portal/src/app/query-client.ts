import { QueryClient } from '@tanstack/react-query';
import { PRERENDER_PLANS_ID } from '#domain/prerender-page';

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
  const plans = typeof document === 'undefined' ? null : document.getElementById(PRERENDER_PLANS_ID)?.textContent;
  if (plans) client.setQueryData(['plans'], JSON.parse(plans));
  return client;
}
