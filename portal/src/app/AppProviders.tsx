import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { ToastHost } from './toasts';

/**
 * Theme and toasts around a router: the browser's, or the pre-render's. Server state (the query
 * library's client) is not here: it loads with the first page that reads through it (server-state.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      {children}
      <ToastHost />
    </ColorModeProvider>
  );
}
