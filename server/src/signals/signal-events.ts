import type { MessageEvent } from '@nestjs/common';
import { toAiSignalDto, type AiSignalDto } from './signal.dto.js';
import type { Signal } from './signal.entity.js';

/**
 * What GET /api/signals/stream tells a reader: a signal came into their view, an open one closed
 * (WIN or LOSS), or one expired. Every event happens at a moment the database records (publication
 * plus the reader's plan delay, the close's write, the expiry), so its id is that moment, the
 * signal's id and the kind: ids order the events, and the events after an id can be read again
 * from the signals table when a client reconnects with Last-Event-ID.
 */
export type SignalEventKind = 'signal' | 'outcome' | 'expired';

const KIND_CODES: Record<SignalEventKind, string> = { signal: 's', outcome: 'o', expired: 'e' };
const KIND_ORDER = ['s', 'o', 'e'];

export interface SignalEventId {
  at: number;
  signalId: number;
  kind: SignalEventKind;
}

export interface SignalEvent {
  id: SignalEventId;
  data: AiSignalDto | SignalClosedData;
}

/** The body of an 'outcome' or 'expired' event. */
export interface SignalClosedData {
  id: number;
  symbol: string;
  outcome: Signal['outcome'];
  at: string;
}

/** The longest gap a reconnecting client is caught up on; before it, it reloads the list anyway. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

export function formatEventId(id: SignalEventId): string {
  return `${id.at}-${id.signalId}-${KIND_CODES[id.kind]}`;
}

/** The id a client sent back, or null when it is not one of ours. */
export function parseEventId(text: string | undefined): SignalEventId | null {
  const match = /^(\d{1,15})-(\d{1,15})-([soe])$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const kind = (Object.keys(KIND_CODES) as SignalEventKind[]).find((name) => KIND_CODES[name] === match[3])!;
  return { at: Number(match[1]), signalId: Number(match[2]), kind };
}

export function compareEventIds(a: SignalEventId, b: SignalEventId): number {
  return (
    a.at - b.at ||
    a.signalId - b.signalId ||
    KIND_ORDER.indexOf(KIND_CODES[a.kind]) - KIND_ORDER.indexOf(KIND_CODES[b.kind])
  );
}

/** When a reader waiting `delayMinutes` sees the signal. */
export function visibleAt(signal: Pick<Signal, 'createdAt'>, delayMinutes: number): number {
  return signal.createdAt.getTime() + delayMinutes * 60_000;
}

/**
 * How a signal that left the active set left it: closed while it was still running (its close was
 * written before it expired), or expired. Null while it is still active at `now`.
 */
export function closingEvent(signal: Signal, now: number): SignalEvent | null {
  const expiresAt = signal.expiresAt.getTime();
  if (signal.outcome !== 'OPEN' && signal.outcome !== 'EXPIRED' && signal.updatedAt.getTime() < expiresAt) {
    const at = signal.updatedAt.getTime();
    return { id: { at, signalId: signal.id, kind: 'outcome' }, data: closedData(signal, at) };
  }
  if (expiresAt <= now || signal.outcome !== 'OPEN') {
    return { id: { at: expiresAt, signalId: signal.id, kind: 'expired' }, data: closedData(signal, expiresAt) };
  }
  return null;
}

export function newSignalEvent(signal: Signal, delayMinutes: number): SignalEvent {
  return {
    id: { at: visibleAt(signal, delayMinutes), signalId: signal.id, kind: 'signal' },
    data: toAiSignalDto(signal),
  };
}

/**
 * The events a reader waiting `delayMinutes` missed after `since`, up to `now`, oldest first,
 * from the signals published, written or expiring in that time. A reader is told of a close only
 * for a signal they had seen, and of a signal only if it was still running when they would have.
 */
export function eventsSince(signals: Signal[], since: SignalEventId, delayMinutes: number, now: number): SignalEvent[] {
  const events: SignalEvent[] = [];
  for (const signal of signals) {
    const seenAt = visibleAt(signal, delayMinutes);
    const closing = closingEvent(signal, now);
    if (seenAt > now) continue;
    if (!closing || closing.id.at > seenAt) events.push(newSignalEvent(signal, delayMinutes));
    if (closing && closing.id.at <= now && closing.id.at >= seenAt) events.push(closing);
  }
  return events.filter((event) => compareEventIds(event.id, since) > 0).sort((a, b) => compareEventIds(a.id, b.id));
}

export function toMessage(event: SignalEvent): MessageEvent {
  return { id: formatEventId(event.id), type: event.id.kind, data: event.data };
}

function closedData(signal: Signal, at: number): SignalClosedData {
  return { id: signal.id, symbol: signal.symbol, outcome: signal.outcome, at: new Date(at).toISOString() };
}
