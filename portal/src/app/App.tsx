import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ColorModeProvider } from './color-mode';
import { createQueryClient } from './query-client';
import { router } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          autoHideDuration={5000}
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
