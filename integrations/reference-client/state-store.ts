import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Report } from './protocol.js';

/** What the client remembers between polls and across restarts. */
export interface EaState {
  /** The feed's cursor after the last page handled; null before the first. */
  cursor: string | null;
  /** Per signal id: what was done about it. Written before an order is sent, so a restart never sends a second. */
  markers: Record<string, Marker>;
  /** Per ticket: the positions the client opened and has not yet reported closed. */
  positions: Record<string, TrackedPosition>;
  /** Reports not yet accepted by the server, oldest first (a fill goes before its close). */
  outbox: Report[];
  /**
   * Per signal id: a `close` event that came before its position was known (an order on its way, a
   * fill not listed yet). Applied when the position is tracked; an order not yet sent is not sent.
   */
  closeRequests: Record<string, string>;
  /** The broker symbols of the signals seen, newest last: their lot steps go in the heartbeat. */
  symbols: string[];
}

export interface Marker {
  /** `sending`: the order may or may not have reached the broker; it is never sent again. */
  outcome: 'sending' | 'filled' | 'skipped';
  at: string;
  ticket?: string;
}

export interface TrackedPosition {
  signalId: number;
  symbol: string;
  /** A `close` event came for its signal: close it at market (again next poll if the broker refused). */
  closeRequested?: boolean;
  /** Why the client closes it itself (no stop the broker would keep): said with its close. */
  note?: string;
}

/** Markers and close requests older than this are dropped: the feed never repeats an event that old (cursors reach back 24 hours). */
const MARKER_DAYS = 7;

export function emptyState(): EaState {
  return { cursor: null, markers: {}, positions: {}, outbox: [], closeRequests: {}, symbols: [] };
}

/** The state as a JSON file (the EA keeps the same under MQL5/Files, one file per account login). */
export class StateStore {
  constructor(private readonly file: string) {}

  load(): EaState {
    if (!existsSync(this.file)) return emptyState();
    return { ...emptyState(), ...(JSON.parse(readFileSync(this.file, 'utf8')) as Partial<EaState>) };
  }

  /** Writes a new file and renames it over the old one, so a crash mid-write never leaves half a file. */
  save(state: EaState, now: Date): void {
    const oldest = now.getTime() - MARKER_DAYS * 86_400_000;
    for (const [signalId, marker] of Object.entries(state.markers)) {
      if (Date.parse(marker.at) < oldest) delete state.markers[signalId];
    }
    for (const [signalId, at] of Object.entries(state.closeRequests)) {
      if (Date.parse(at) < oldest) delete state.closeRequests[signalId];
    }
    writeFileSync(`${this.file}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
