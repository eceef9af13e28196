import { GlobalStyles } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { createQueryClient } from './query-client';

// Toasts anchored at the top (copy confirmations) appear under the sticky header, not over its buttons.
const TOAST_BELOW_HEADER = 'toast-below-header';

/** Theme, server state and toasts around a router: the browser's, or the build's pre-render. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ColorModeProvider>
      <GlobalStyles
        styles={(theme) => ({
          [`.notistack-SnackbarContainer.${TOAST_BELOW_HEADER}`]: {
            top: 64 + 8,
            [theme.breakpoints.down('sm')]: { top: 56 + 8 },
          },
        })}
      />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          autoHideDuration={5000}
          classes={{ containerAnchorOriginTopCenter: TOAST_BELOW_HEADER }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
