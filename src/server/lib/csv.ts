import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading
 * apostrophe makes it plain text again (OWASP "CSV injection").
 */
function inert(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify(
    [columns.map((column) => column.header), ...rows.map((row) => columns.map((c) => inert(c.value(row))))],
    {
      record_delimiter: '\r\n',
    },
  );
}

/** Sends rows as a CSV download (with a BOM so Excel reads UTF-8 names correctly). */
export function sendCsv<Row>(reply: FastifyReply, filename: string, columns: CsvColumn<Row>[], rows: Row[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${toCsv(columns, rows)}`);
}
