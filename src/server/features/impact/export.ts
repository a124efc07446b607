import ExcelJS from 'exceljs';
import { formatFigure, type ImpactPack } from '#common/impact-constants';
import type { ImpactPackAnswer } from '#common/impact';
import { inert, toCsv, type CsvColumn } from '#server/lib/csv';
import type { ImpactData, Period } from './definitions';
import { packFigures } from './packs';

/**
 * A report pack as files (docs/product.md#impact-reports): the CSV holds every figure with its value and
 * method; the workbook a Figures sheet, a Methods sheet and one sheet per figure with the records behind it.
 * Both read the figures the pack's page shows (`answer`), and the records from the same definitions.
 */

type Row = ImpactPackAnswer['figures'][number];

const CSV_COLUMNS = (answer: ImpactPackAnswer): CsvColumn<Row>[] => [
  { header: 'Pack', value: () => answer.title },
  { header: 'Period', value: () => answer.periodLabel },
  { header: 'From', value: () => answer.from },
  { header: 'To', value: () => answer.to },
  { header: 'Section', value: (row) => row.section },
  { header: 'Figure', value: (row) => row.label },
  { header: 'Value', value: (row) => (row.unit === 'count' ? row.value : formatFigure(row.value, row.unit)) },
  { header: 'Unit', value: (row) => ({ count: 'count', paise: 'rupees', minutes: 'hours' })[row.unit] },
  { header: 'Raw value', value: (row) => row.value },
  { header: 'Raw unit', value: (row) => row.unit },
  { header: 'Method', value: (row) => row.method },
  { header: 'Computed at', value: () => answer.computedAt },
];

export function packCsv(answer: ImpactPackAnswer): string {
  return `\uFEFF${toCsv(CSV_COLUMNS(answer), answer.figures)}`;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique in the book. */
function sheetName(label: string, taken: Set<string>): string {
  const base = label.replace(/[:\\/?*[\]]/g, ' ').slice(0, 28);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 25)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

const plain = (value: string | number) => (typeof value === 'number' ? value : inert(value));

export async function packXlsx(
  pack: ImpactPack,
  answer: ImpactPackAnswer,
  data: ImpactData,
  period: Period,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Innovation & Incubation Centre';
  book.created = new Date(answer.computedAt);
  const taken = new Set<string>(['figures', 'methods']);
  const figures = book.addWorksheet('Figures');
  figures.columns = [
    { header: 'Section', width: 16 },
    { header: 'Figure', width: 40 },
    { header: 'Value', width: 18 },
    { header: 'Unit', width: 10 },
    { header: 'Records', width: 28 },
  ];
  figures.getRow(1).font = { bold: true };
  const methods = book.addWorksheet('Methods');
  methods.columns = [
    { header: 'Figure', width: 40 },
    { header: 'How it is counted', width: 100 },
  ];
  methods.getRow(1).font = { bold: true };
  methods.addRow(['Pack', answer.title]);
  methods.addRow([
    'Period',
    `${answer.periodLabel}: ${answer.from} to ${answer.to}, days in the centre's time zone`,
  ]);
  methods.addRow(['Computed at', answer.computedAt]);
  methods.addRow([
    'Money',
    'Counted in whole paise and shown in rupees; rupee values in this book are paise ÷ 100.',
  ]);
  for (const note of answer.notes) methods.addRow(['Note', note]);
  for (const { section, figure, result } of packFigures(pack, data, period)) {
    const name = sheetName(figure.label, taken);
    const value =
      figure.unit === 'paise'
        ? result.value / 100
        : figure.unit === 'minutes'
          ? result.value / 60
          : result.value;
    const row = figures.addRow([
      section,
      figure.label,
      value,
      { count: 'count', paise: '₹', minutes: 'hours' }[figure.unit],
      `${result.rows.length} records`,
    ]);
    row.getCell(5).value = { text: `${result.rows.length} records`, hyperlink: `#'${name}'!A1` };
    if (figure.unit === 'paise') row.getCell(3).numFmt = '#,##0.00';
    if (figure.unit === 'minutes') row.getCell(3).numFmt = '0.0';
    methods.addRow([figure.label, figure.method]);
    const sheet = book.addWorksheet(name);
    sheet.addRow([figure.label, formatFigure(result.value, figure.unit)]).font = { bold: true };
    sheet.addRow([figure.method]);
    sheet.addRow([]);
    sheet.addRow(figure.columns).font = { bold: true };
    for (const record of result.rows) sheet.addRow(record.map(plain));
    sheet.columns.forEach((column) => (column.width = 22));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
