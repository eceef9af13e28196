import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { createQueryClient } from './query-client';
import { ToastHost } from './toasts';

/**
 * Theme, server state and toasts around a router: the browser's, or the pre-render's (which
 * brings its own query client, holding the plans it draws).
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
