import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { noStore } from './no-store';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading
 * apostrophe makes it plain text again (OWASP "CSV injection"). A program that splits cells on ; | or
 * a tab (a locale's separator, or "text to columns") turns whatever follows one into a cell of its own,
 * so a formula character after a separator, even behind spaces, is defused the same way.
 */
export function inert(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const start = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return start.replace(/([,;|\t\r\n][ \u00a0]*)([=+\-@])/g, "$1'$2");
}

/**
 * Every field quoted, so no program has to guess where a cell ends. Headers are defused like cells: some are
 * text an admin typed (an event's registration question, a KPI's name).
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify(
    [
      columns.map((column) => inert(column.header)),
      ...rows.map((row) => columns.map((c) => inert(c.value(row)))),
    ],
    { record_delimiter: '\r\n', quoted: true, quoted_empty: true },
  );
}

/** Sends rows as a CSV download (with a BOM so Excel reads UTF-8 names correctly). */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: CsvColumn<Row>[],
  rows: Row[],
  options: { scope?: 'shared' | 'private' } = {},
) {
  return noStore(reply, options.scope)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(`\uFEFF${toCsv(columns, rows)}`);
}
