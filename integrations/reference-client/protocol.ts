/** What the server and the Expert Advisor say to each other: docs/metatrader-protocol.md, as types. */
import type { NotTradingReason } from '#domain/ea-status';

export type { NotTradingReason };

export type Side = 'BUY' | 'SELL';

export interface OpenEvent {
  id: string;
  type: 'open';
  signalId: number;
  symbol: string;
  /** The symbol as this account's broker names it (the trader's suffix/prefix map applied). */
  brokerSymbol: string;
  /** BUY or SELL; anything else is not traded. */
  side: string;
  entry: number;
  /** Never traded without one: a missing, null or 0 stop is a skip. */
  stop: number | null;
  target: number | null;
  publishedAt: string;
  expiresAt: string;
  ledgerHash: string;
  /** Lots for this account's risk, or null with volumeNote saying why. */
  volume: number | null;
  volumeNote: string | null;
  /** The price the server sized volume on: the market's latest, or the entry. */
  sizedOn?: number;
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
      server: string;
      login: string;
      currency: string;
      balance: number;
      equity: number;
      /** Each traded symbol's lot step at the broker. */
      lotSteps: Record<string, number>;
      /** Why the client trades nothing now; null while it can. */
      notTrading: NotTradingReason | null;
    }
  | { type: 'filled'; signalId: number; ticket: string; price: number; volume: number; time: string }
  | { type: 'skipped'; signalId: number; reason: string }
  | { type: 'closed'; ticket: string; price: number; time: string; profit: number; note?: string };

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
