import ExcelJS from 'exceljs';
import { FEEDBACK_OVERALL_LABEL, type FeedbackQuestion, type FeedbackValue } from '#common/event-feedback';
import { inert, type CsvColumn } from '#server/lib/csv';

export interface ExportRow {
  name: string | null;
  email: string;
  submitted_at: string;
  updated_at: string;
  rating: number;
  values: FeedbackValue[];
}

/**
 * The columns of an event's feedback export (docs/product.md#event-feedback): who answered and when, the
 * overall rating, then one column per question, headed by its wording.
 */
export function exportColumns(questions: FeedbackQuestion[]): CsvColumn<ExportRow>[] {
  return [
    { header: 'Name', value: (row) => row.name },
    { header: 'Email', value: (row) => row.email },
    { header: 'Sent at (UTC)', value: (row) => row.submitted_at },
    { header: 'Changed at (UTC)', value: (row) => row.updated_at },
    { header: FEEDBACK_OVERALL_LABEL, value: (row) => row.rating },
    ...questions.map((question, index) => ({
      header: question.label,
      value: (row: ExportRow) => row.values[index] ?? null,
    })),
  ];
}

/**
 * The same table as an Excel workbook. Text an attendee or admin wrote is defused as in the CSV (inert):
 * exceljs stores it as text, but a cell edited in Excel would otherwise become the formula it spells.
 */
export async function feedbackWorkbook(columns: CsvColumn<ExportRow>[], rows: ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Feedback');
  sheet.addRow(columns.map((column) => inert(column.header)));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'number' ? value : inert(value);
      }),
    );
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
