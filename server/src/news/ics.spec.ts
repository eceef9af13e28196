import { escapeText, foldLine, icsTime, toIcs, type CalendarRelease } from './ics.js';

const cpi: CalendarRelease = {
  uid: 'demo-USD-CPI-20261123@signaldesk',
  event: 'CPI m/m',
  currency: 'USD',
  impact: 'high',
  at: new Date('2026-11-23T13:30:00Z'),
  previous: '0.2%',
  forecast: '0.3%',
  actual: null,
};
const now = new Date('2026-11-22T23:00:00Z');

describe('iCalendar feed', () => {
  it('writes UTC times in the basic format', () => {
    expect(icsTime(cpi.at)).toBe('20261123T133000Z');
  });

  it('escapes the characters TEXT values reserve', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines[1].startsWith(' ')).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes a calendar with CRLF line ends, an alarm for a high-impact release and an all-day holiday', () => {
    const holiday: CalendarRelease = {
      ...cpi,
      uid: 'h@x',
      event: 'Thanksgiving',
      impact: 'holiday',
      at: new Date('2026-11-26T00:00:00Z'),
    };
    const text = toIcs([cpi, holiday], { name: 'SignalDesk: USD', now, alarmMinutes: 15 });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').filter((line) => line.includes('\n'))).toEqual([]);
    expect(text).toContain('DTSTART:20261123T133000Z\r\nDURATION:PT15M');
    expect(text).toContain('TRIGGER:-PT15M');
    expect(text).toContain('DTSTART;VALUE=DATE:20261126');
    expect(text).toContain('SUMMARY:USD CPI m/m');
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(1);
  });
});
