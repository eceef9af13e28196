import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text, shows the spec's toasts, and remembers for 2 s which button says 'Copied!'. */
export function useCopyToClipboard() {
  const { enqueueSnackbar } = useSnackbar();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string, what: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(null), 2000);
        enqueueSnackbar(`Copied! - ${what} copied to clipboard`, { variant: 'success' });
      } catch {
        enqueueSnackbar('Copy failed - Unable to copy to clipboard', { variant: 'error' });
      }
    },
    [enqueueSnackbar],
  );
  return { copy, copied };
}
