import { QueryClient } from '@tanstack/react-query';

/** Server state: kept 5 minutes, retried 3 times (spec section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, staleTime: 30 * 1000, retry: 3 },
      mutations: { retry: 0 },
    },
  });
}
