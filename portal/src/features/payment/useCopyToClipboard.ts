import { useSnackbar } from '../../app/toasts';
import type { OptionsObject, SnackbarKey } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';

const COPIED_MS = 2000;

/**
 * Copy toasts sit at the top, under the header, as long as the button says 'Copied!': the
 * payment's own buttons are at the bottom of the page, where the other toasts appear.
 */
const COPY_TOAST: OptionsObject = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: COPIED_MS,
};

/** Copies text, shows the spec's toasts (one at a time), and remembers for 2 s which button says 'Copied!'. */
export function useCopyToClipboard() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastToast = useRef<SnackbarKey>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string, what: string) => {
      // A new copy replaces the last one's toast instead of piling up.
      if (lastToast.current !== undefined) closeSnackbar(lastToast.current);
      try {
        await navigator.clipboard.writeText(text);
        setCopied(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(null), COPIED_MS);
        lastToast.current = enqueueSnackbar(`Copied! - ${what} copied to clipboard`, {
          ...COPY_TOAST,
          variant: 'success',
        });
      } catch {
        lastToast.current = enqueueSnackbar('Copy failed - Unable to copy to clipboard', {
          ...COPY_TOAST,
          variant: 'error',
        });
      }
    },
    [enqueueSnackbar, closeSnackbar],
  );
  return { copy, copied };
}
