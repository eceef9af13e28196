import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { toSignalView, type SignalView } from '../../lib/signals';

export const AI_SIGNALS_KEY = ['ai-signals'] as const;
/** Spec section 9: signal polling every 60 s. */
export const SIGNAL_POLL_MS = 60_000;

/**
 * The signals of /app, loaded as spec section 4 says: on open; every 60 s while the page is
 * visible (not while `streaming`: the signals stream brings every change as it happens); again
 * when the tab becomes visible. Generating cancels a pending read first (the read
 * is aborted silently) and reloads afterwards; reads never cancel a generation under way.
 */
export function useAiSignals({ streaming = false }: { streaming?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: AI_SIGNALS_KEY,
    queryFn: ({ signal }) => api.signals.list(signal),
    refetchInterval: streaming ? false : SIGNAL_POLL_MS,
    refetchIntervalInBackground: false,
    // TanStack Query reports a tab becoming visible as a focus; always reload then.
    refetchOnWindowFocus: 'always',
    // A refusal (403, 401 after refresh) will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
  const generate = useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries({ queryKey: AI_SIGNALS_KEY });
      return api.signals.generate();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_SIGNALS_KEY }),
  });
  const signals: SignalView[] = useMemo(() => (query.data ?? []).map(toSignalView), [query.data]);
  return { query, signals, generate };
}
