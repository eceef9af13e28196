import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

/**
 * The query library's client around a page that reads server state through it. Its code loads
 * with the first such page (lazy-page.tsx), never with the landing page; every page shares the
 * one client, so the cache lives across navigations. The pre-render brings its own client.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  browserClient ??= createQueryClient();
  return <QueryClientProvider client={browserClient}>{children}</QueryClientProvider>;
}
