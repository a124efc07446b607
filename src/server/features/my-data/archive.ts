import { toCsv } from '#server/lib/csv';
import {
  zipArchive,
  type PersonalFile,
  type PersonalRecords,
  type ZipEntry,
} from '#server/modules/personal-data';

/** A cell of the CSV copy: nested values (JSON columns read back) as JSON text. */
const cell = (value: unknown): string | number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : value instanceof Uint8Array
        ? `(${value.length} bytes)`
        : JSON.stringify(value);

/** One kind of record as a CSV: the columns of its first row, every field quoted and defused. */
function csvOf(part: PersonalRecords): string {
  const headers = [...new Set(part.rows.flatMap((row) => Object.keys(row)))];
  return `\uFEFF${toCsv(
    headers.map((header) => ({ header, value: (row: Record<string, unknown>) => cell(row[header]) })),
    part.rows,
  )}`;
}

function readme(email: string, at: Date, records: PersonalRecords[], files: PersonalFile[]): string {
  const lines = [
    `Everything the Innovation & Incubation Centre's site holds about ${email}, as of ${at.toISOString()}.`,
    '',
    'Each kind of record is in two files: <kind>.json (the records as stored) and <kind>.csv (the same, for a',
    'spreadsheet). Dates are in UTC. files/ holds the files you uploaded (your CVs).',
    '',
    ...records.map(
      (part) => `${part.name}: ${part.rows.length} ${part.rows.length === 1 ? 'record' : 'records'}`,
    ),
    `files: ${files.length}`,
    '',
    'What each kind is for, who sees it and how long it is kept: /privacy on the site.',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The person's download (docs/product.md#download-my-data): README.txt, then a JSON and a CSV file per kind
 * of record (empty kinds included, so the person sees what the site could hold), then their files.
 */
export function personalDataArchive(
  email: string,
  records: PersonalRecords[],
  files: PersonalFile[],
  at: Date = new Date(),
): Buffer {
  const entries: ZipEntry[] = [{ path: 'README.txt', bytes: Buffer.from(readme(email, at, records, files)) }];
  for (const part of records) {
    const rows = part.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value instanceof Uint8Array ? undefined : value]),
      ),
    );
    entries.push({ path: `${part.name}.json`, bytes: Buffer.from(`${JSON.stringify(rows, null, 2)}\n`) });
    entries.push({ path: `${part.name}.csv`, bytes: Buffer.from(csvOf(part)) });
  }
  for (const file of files) entries.push({ path: file.path, bytes: file.bytes });
  return zipArchive(entries, at);
}
