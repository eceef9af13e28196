import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./Toaster'));

/*
 * Toasts with notistack's calls, its code loaded with the first toast, not with the page: most
 * visits (the landing page's above all) never show one. Calls made before the toaster is up wait
 * for it, in order.
 */
let wanted = false;
let toaster: ProviderContext | undefined;
let waiting: ((toasts: ProviderContext) => void)[] = [];
const listeners = new Set<() => void>();

function withToaster(act: (toasts: ProviderContext) => void): void {
  if (toaster) return act(toaster);
  waiting.push(act);
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** The toaster is up (called by it): runs what waited; the returned function takes it down. */
function attach(toasts: ProviderContext): () => void {
  toaster = toasts;
  const queued = waiting;
  waiting = [];
  queued.forEach((act) => act(toasts));
  return () => {
    if (toaster === toasts) toaster = undefined;
  };
}

/** Queues a toast; its key is known at once (to close it later), as notistack's is. */
let nextKey = 0;
function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++nextKey}`;
  withToaster((toasts) => toasts.enqueueSnackbar(message, { ...options, key }));
  return key;
}

function closeSnackbar(key?: SnackbarKey): void {
  if (wanted) withToaster((toasts) => toasts.closeSnackbar(key));
}

const TOASTS = { enqueueSnackbar, closeSnackbar };

/** notistack's `useSnackbar`, for the portal: the same calls, the code loaded when first used. */
export function useSnackbar(): typeof TOASTS {
  return TOASTS;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts show, mounted once in the app; its code loads when the first toast is asked for. */
export function ToastHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={attach} />
    </Suspense>
  );
}
