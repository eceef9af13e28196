/**
 * Recorded economic-calendar history as CSV, one file per year, with the header
 * `time_utc,currency,impact,event,actual,forecast,previous` (ForexFactory's calendar as scraped by
 * github.com/msanzsanz/PFM_EconomicNewsImpact, its times moved to UTC). Pure: text in, releases
 * out, so that the demo calendar and a back-test read the same files the same way.
 */

export const RECORDED_IMPACTS = ['high', 'medium', 'low', 'holiday'] as const;
export type RecordedImpact = (typeof RECORDED_IMPACTS)[number];

/** One row of the history, as recorded. Blank values are null. */
export interface RecordedRelease {
  /** The release time. All-day items (bank holidays) stand at 05:00 UTC, the source's midnight. */
  at: Date;
  /** As recorded: an ISO code ("USD"), or "All" for events of every currency. */
  currency: string;
  /** The source's rating when the data was scraped, not necessarily the one shown on the day. */
  impact: RecordedImpact;
  event: string;
  /** With its unit, as published: "0.3%", "215K", "-1.2B", "<0.25%". */
  actual: string | null;
  forecast: string | null;
  /** The revised figure where a revision came later. */
  previous: string | null;
}

const COLUMNS = ['time_utc', 'currency', 'impact', 'event', 'actual', 'forecast', 'previous'] as const;
type Column = (typeof COLUMNS)[number];
const TIME_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/;

/**
 * Reads a history file into its releases, in file order. The columns are found by their header
 * names; fields may be quoted as RFC 4180 says (commas, line breaks and doubled quotes inside).
 * A row that cannot be read throws, naming its line: a history with holes would mislead quietly.
 */
export function parseCalendarHistory(text: string): RecordedRelease[] {
  const [header, ...rows] = csvRecords(text.replace(/^\uFEFF/, ''));
  if (!header) throw new Error('Calendar history is empty: no header line.');
  const names = header.fields.map((name) => name.trim());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new Error(`Calendar history lacks the column(s) ${missing.join(', ')}.`);
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>;

  return rows.map(({ fields, line }) => {
    if (fields.length !== names.length)
      throw new Error(`Calendar history line ${line}: ${fields.length} fields where the header has ${names.length}.`);
    const field = (column: Column) => blankToNull(fields[index[column]]);
    const time = field('time_utc') ?? '';
    const at = new Date(time);
    if (!TIME_UTC.test(time) || Number.isNaN(at.getTime()))
      throw new Error(`Calendar history line ${line}: "${time}" is not a UTC time such as 2018-01-05T13:30:00Z.`);
    const impact = field('impact')?.toLowerCase();
    if (!RECORDED_IMPACTS.includes(impact as RecordedImpact))
      throw new Error(
        `Calendar history line ${line}: impact "${impact ?? ''}" is not one of ${RECORDED_IMPACTS.join(', ')}.`,
      );
    const currency = field('currency');
    const event = field('event');
    if (!currency || !event) throw new Error(`Calendar history line ${line}: a release needs a currency and an event.`);
    return {
      at,
      currency,
      impact: impact as RecordedImpact,
      event,
      actual: field('actual'),
      forecast: field('forecast'),
      previous: field('previous'),
    };
  });
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The records of a CSV text, each with the line it starts on; blank lines are skipped. */
function csvRecords(text: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ fields, line: recordLine });
    fields = [];
    field = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`Calendar history line ${recordLine}: a quoted field is never closed.`);
  endRecord();
  return records;
}
