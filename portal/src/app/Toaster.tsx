import { GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar, type ProviderContext } from 'notistack';
import { useEffect } from 'react';

// Toasts anchored at the top (copy confirmations) appear under the sticky header, not over its buttons.
const TOAST_BELOW_HEADER = 'toast-below-header';
const TOAST_BACKGROUNDS = { success: '#047857', info: '#0369a1', warning: '#b45309', error: '#b91c1c' };

interface ToasterProps {
  /** Called once the provider is up, with its calls; what it returns is called when it goes. */
  onReady: (toasts: ProviderContext) => () => void;
}

/** Where toasts show (notistack's provider); loaded with the first toast. */
export default function Toaster({ onReady }: ToasterProps) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [`.notistack-SnackbarContainer.${TOAST_BELOW_HEADER}`]: {
            top: 64 + 8,
            [theme.breakpoints.down('sm')]: { top: 56 + 8 },
          },
          // notistack's own greens, blues and oranges carry white text below 4.5:1; these do not, in either scheme.
          ...Object.fromEntries(
            Object.entries(TOAST_BACKGROUNDS).map(([variant, color]) => [
              `.notistack-MuiContent.notistack-MuiContent-${variant}`,
              { backgroundColor: color },
            ]),
          ),
        })}
      />
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        autoHideDuration={5000}
        classes={{ containerAnchorOriginTopCenter: TOAST_BELOW_HEADER }}
      >
        <Ready onReady={onReady} />
      </SnackbarProvider>
    </>
  );
}

function Ready({ onReady }: ToasterProps) {
  const toasts = useSnackbar();
  useEffect(() => onReady(toasts), [onReady, toasts]);
  return null;
}
