/** Dates in e-mails: the reader's zone when they chose one, else UTC, always named. */
export function mailDate(date: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(date);
  return timeZone ? day : `${day} (UTC)`;
}

export function mailDateTime(date: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(date);
}
