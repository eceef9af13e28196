import type { AiSignal } from '../api/client';

/** A change the signals stream announced, as the active list takes it. */
export type ActiveListChange = { type: 'signal'; signal: AiSignal } | { type: 'outcome' | 'expired'; signalId: number };

/**
 * The active list after a change from the signals stream, in the server's order (newest first,
 * then the higher id): a new signal goes in once, a closed or expired one comes out.
 */
export function applyToActiveList(list: AiSignal[], change: ActiveListChange): AiSignal[] {
  if (change.type !== 'signal') return list.filter((signal) => signal.id !== change.signalId);
  if (list.some((signal) => signal.id === change.signal.id)) return list;
  return [...list, change.signal].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
