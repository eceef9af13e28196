/** What the server and the Expert Advisor say to each other: docs/metatrader-protocol.md, as types. */

export type Side = 'BUY' | 'SELL';

export interface OpenEvent {
  id: string;
  type: 'open';
  signalId: number;
  symbol: string;
  /** The symbol as this account's broker names it (the trader's suffix/prefix map applied). */
  brokerSymbol: string;
  side: Side;
  entry: number;
  stop: number;
  target: number;
  publishedAt: string;
  expiresAt: string;
  ledgerHash: string;
  /** Lots for this account's risk, or null with volumeNote saying why. */
  volume: number | null;
  volumeNote: string | null;
}

export interface CloseEvent {
  id: string;
  type: 'close';
  signalId: number;
  symbol: string;
  brokerSymbol: string;
  reason: 'WIN' | 'LOSS' | 'EXPIRED';
}

export type FeedEvent = OpenEvent | CloseEvent;

/** One page of `GET /api/ea/signals`. */
export interface FeedPage {
  cursor: string;
  more: boolean;
  paused: boolean;
  maxOpenPositions: number;
  riskPercent: number;
  events: FeedEvent[];
}

/** The bodies of `POST /api/ea/reports`, one per request. */
export type Report =
  | {
      type: 'heartbeat';
      terminalBuild: number;
      broker: string;
      currency: string;
      balance: number;
      equity: number;
      lotStep: number;
    }
  | { type: 'filled'; signalId: number; ticket: string; price: number; volume: number; time: string }
  | { type: 'skipped'; signalId: number; reason: string }
  | { type: 'closed'; ticket: string; price: number; time: string; profit: number };

/** What the server answers a trade report with. */
export interface TradeRecord {
  signalId: number;
  status: string;
  ticket: string | null;
  volume: number | null;
  fillPrice: number | null;
  slippagePips: number | null;
  closePrice: number | null;
  profit: number | null;
  resultR: number | null;
}

/** The comment every order carries: how the EA finds its own positions again after a restart. */
export const COMMENT_PREFIX = 'SD#';

export function commentFor(signalId: number): string {
  return `${COMMENT_PREFIX}${signalId}`;
}

/** The signal id in a comment `SD#412`, or null for a position the EA did not open. */
export function signalIdOf(comment: string): number | null {
  const match = /^SD#(\d+)$/.exec(comment);
  return match ? Number(match[1]) : null;
}
