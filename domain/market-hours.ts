import { categoryOf } from './instruments.js';

/**
 * When a symbol's market trades, as retail brokers run it. Forex and metals trade from Sunday
 * 17:00 to Friday 17:00 New York time (the convention every FX broker follows, so the hour moves
 * with New York's daylight saving), are closed on 25 December and 1 January, and metals also pause
 * for the hour after 17:00 each weekday. Crypto trades around the clock. Index CFDs keep longer
 * breaks at many brokers; they are held to the FX week, the widest they could be open.
 */
export function isMarketOpen(symbol: string, at: Date): boolean {
  const category = categoryOf(symbol);
  if (category === 'Crypto') return true;
  const { weekday, month, day, minutes } = newYorkTime(at);
  if ((month === 12 && day === 25) || (month === 1 && day === 1)) return false;
  const CLOSE = 17 * 60;
  if (weekday === 6) return false; // Saturday
  if (weekday === 0 && minutes < CLOSE) return false; // Sunday before the open
  if (weekday === 5 && minutes >= CLOSE) return false; // Friday after the close
  if (category === 'Metals' && weekday !== 0 && minutes >= CLOSE && minutes < CLOSE + 60) return false;
  return true;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function newYorkTime(at: Date): { weekday: number; month: number; day: number; minutes: number } {
  const parts = Object.fromEntries(NEW_YORK.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
