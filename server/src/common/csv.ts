import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/** What support hears on an export: a whole customer list leaves the portal only with an admin. */
export const EXPORT_REFUSAL = 'Exports are for admins only: support can read the list on screen';

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
}

/** What a spreadsheet would read as the start of a formula (OWASP's CSV-injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, RFC 4180-quoted. Text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so a name like `=HYPERLINK(...)` stays text; numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

async function* csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): AsyncGenerator<string> {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  for await (const row of rows) yield csvLine(columns.map((column) => column.value(row)));
}

/** A CSV download, written while the rows are read, so a long list never sits in memory whole. */
export function csvFile<Row>(
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): StreamableFile {
  return new StreamableFile(Readable.from(csvLines(columns, rows)), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}.csv"`,
  });
}

/** Rows of a query read in batches, in a stable order, until the last batch comes back short. */
export async function* inBatches<Row>(
  readBatch: (skip: number, take: number) => Promise<Row[]>,
  batchSize = 500,
): AsyncGenerator<Row> {
  for (let skip = 0; ; skip += batchSize) {
    const rows = await readBatch(skip, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}
