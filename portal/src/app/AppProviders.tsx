import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { createQueryClient } from './query-client';
import { ToastHost } from './toasts';

/** Theme, server state and toasts around a router: the browser's, or the build's pre-render. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
