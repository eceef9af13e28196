/**
 * Whether a linked account's Expert Advisor is online: it sends a heartbeat every 60 seconds, so
 * three minutes without one means two were missed (a terminal closed, a lost connection). Shared by
 * the trader's dashboard and the staff's user page.
 */
export const EA_ONLINE_WINDOW_MS = 3 * 60_000;

export function eaOnline(lastSeenAt: string | Date | null | undefined, now: number): boolean {
  if (!lastSeenAt) return false;
  return now - new Date(lastSeenAt).getTime() <= EA_ONLINE_WINDOW_MS;
}

/** "12 s ago", "4 min ago", "2 h ago", "3 days ago": how long since the last heartbeat. */
export function sinceText(lastSeenAt: string | Date, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(lastSeenAt).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * Why an Expert Advisor that is online trades nothing, as its heartbeat says (`notTrading`): it
 * reads no signals meanwhile, so none is used up while the terminal cannot trade.
 */
export const NOT_TRADING_REASONS = {
  netting: 'netting account: not supported',
  'not-connected': 'the terminal is not connected to the broker',
  'algo-trading-off': 'Algo Trading is off in the terminal',
  'ea-trading-off': "Allow Algo Trading is off in the Expert Advisor's settings",
  'account-trading-off': 'this login may not trade (an investor password, or trading disabled by the broker)',
  'experts-off': 'the broker does not allow Expert Advisors on this account',
} as const;
export type NotTradingReason = keyof typeof NOT_TRADING_REASONS;
export const NOT_TRADING_CODES = Object.keys(NOT_TRADING_REASONS) as NotTradingReason[];

/** "Not trading: netting account: not supported". */
export function notTradingText(reason: NotTradingReason): string {
  return `Not trading: ${NOT_TRADING_REASONS[reason]}`;
}
