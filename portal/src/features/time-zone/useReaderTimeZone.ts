import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type UserSettings } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSession } from '../../api/session';
import { browserTimeZone, isTimeZone } from '../../lib/dates';

const STORAGE_KEY = 'readerTimeZone';
const SETTINGS_KEY = ['user', 'settings'] as const;
const listeners = new Set<() => void>();

function storedZone(): string | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return value && isTimeZone(value) ? value : null;
}

function storeZone(zone: string | null): void {
  if (zone) localStorage.setItem(STORAGE_KEY, zone);
  else localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUserSettings() {
  const session = useSession();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: api.user.settings, enabled: Boolean(session) });
}

/**
 * The zone every time is shown in: the signed-in trader's setting (it follows them to another
 * device), else the one chosen on this browser, else the browser's own. Choosing saves it on
 * the server when signed in, and on this browser either way.
 */
export function useReaderTimeZone() {
  const session = useSession();
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const local = useSyncExternalStore(subscribe, storedZone, () => null);
  const save = useMutation({
    mutationFn: (timeZone: string | null) => api.user.updateSettings({ timeZone }),
    onSuccess: (saved: UserSettings) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
  const timeZone = (session ? settings.data?.timeZone : null) ?? local ?? browserTimeZone();
  const setTimeZone = (zone: string | null) => {
    storeZone(zone);
    if (session) save.mutate(zone);
  };
  return { timeZone, setTimeZone, saving: save.isPending, error: save.error };
}
