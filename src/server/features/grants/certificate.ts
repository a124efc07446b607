import PDFDocument from 'pdfkit';
import { GRANT_SCHEME_LABELS, formatPaise, spendingByHead, type Grant } from '#common/grants';
import { formatDate } from '#common/intl-cache';
import { registerNotoFonts, writeText } from '#server/lib/pdf-fonts';
import { CENTRE_NAME } from '#server/modules/mail';

/** Amounts as the screens write them, "₹1,50,000.00": the Noto fonts have the rupee sign. */
const rs = formatPaise;
const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'day');

const MARGIN = 56;

/**
 * A grant's utilisation certificate (docs/product.md#seed-grants), drawn with pdfkit from the records: the
 * grant, the tranches received, the spending by head of expenditure with its total, the unspent balance, and
 * lines for the signatories, set in the site's Noto fonts (src/server/lib/pdf-fonts.ts).
 */
export function utilisationCertificatePdf(grant: Grant, options: { today: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Utilisation certificate: ${grant.startupName}`,
      Author: CENTRE_NAME,
      Subject: GRANT_SCHEME_LABELS[grant.scheme],
    },
  });
  registerNotoFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const received = grant.tranches.filter((tranche) => tranche.state === 'disbursed');
  const heads = spendingByHead(grant.expenses);
  const { balances } = grant;

  writeText(doc.fontSize(16), 'Utilisation Certificate', { bold: true, align: 'center' });
  doc.moveDown(0.3);
  writeText(doc.fontSize(10), CENTRE_NAME, { align: 'center' });
  doc.moveDown(1.2);

  writeText(
    doc.fontSize(10.5),
    `Certified that out of ${rs(grant.sanctionedPaise)} sanctioned to ${grant.startupName} under the ` +
      `${GRANT_SCHEME_LABELS[grant.scheme]} on ${day(grant.sanctionedOn)}` +
      `${grant.reference ? ` (sanction reference ${grant.reference})` : ''}, a sum of ${rs(balances.disbursedPaise)} ` +
      `was received as grant-in-aid in ${received.length} ${received.length === 1 ? 'tranche' : 'tranches'}, ` +
      `of which ${rs(balances.spentPaise)} has been utilised for the purpose for which it was sanctioned, as ` +
      `recorded below. The unspent balance of ${rs(balances.inHandPaise)} remains with the startup.`,
    { align: 'left' },
  );
  doc.moveDown(1);

  const table = (title: string, header: string[], rows: string[][], widths: number[], total?: string[]) => {
    writeText(doc.fontSize(11), title, { bold: true, x: MARGIN });
    doc.moveDown(0.4);
    const line = (cells: string[], bold: boolean) => {
      const y = doc.y;
      let x = MARGIN;
      let bottom = y;
      doc.fontSize(9.5);
      cells.forEach((cell, index) => {
        const cellWidth = widths[index]! * width;
        const last = index === cells.length - 1;
        writeText(doc, cell, { bold, x: x + 4, y, width: cellWidth - 8, align: last ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
        x += cellWidth;
      });
      doc.y = bottom + 4;
      doc
        .moveTo(MARGIN, doc.y - 2)
        .lineTo(MARGIN + width, doc.y - 2)
        .lineWidth(0.5)
        .strokeColor('#94a3b8')
        .stroke();
    };
    line(header, true);
    for (const row of rows) line(row, false);
    if (total) line(total, true);
    doc.x = MARGIN;
    doc.moveDown(1);
  };

  table(
    'Tranches received',
    ['Milestone', 'Date', 'Reference', 'Amount'],
    received.map((tranche) => [
      tranche.title,
      day(tranche.disbursedOn!),
      tranche.disbursementReference,
      rs(tranche.disbursedPaise ?? 0),
    ]),
    [0.4, 0.17, 0.2, 0.23],
    ['Total received', '', '', rs(balances.disbursedPaise)],
  );

  table(
    'Expenditure by head',
    ['Head of expenditure', 'Entries', 'Amount'],
    heads.map((row) => [row.label, String(row.entries), rs(row.amountPaise)]),
    [0.6, 0.15, 0.25],
    ['Total utilised', String(grant.expenses.length), rs(balances.spentPaise)],
  );

  table(
    'Summary',
    ['', 'Amount'],
    [
      ['Grant sanctioned', rs(balances.sanctionedPaise)],
      ['Received (disbursed by the centre)', rs(balances.disbursedPaise)],
      ['Utilised', rs(balances.spentPaise)],
      ['Unspent balance with the startup', rs(balances.inHandPaise)],
      ['Yet to be disbursed', rs(balances.toDisbursePaise)],
    ],
    [0.7, 0.3],
  );

  writeText(
    doc.fontSize(9.5),
    'Certified that the conditions on which the grant was sanctioned have been fulfilled and that the ' +
      'amounts above were spent on the purposes shown, as recorded against the grant.',
    { x: MARGIN, y: doc.y, width, align: 'left' },
  );
  doc.moveDown(3);

  const signatories = [
    ['Founder / Authorised signatory', grant.startupName],
    ['Finance Officer', CENTRE_NAME],
    ['Chief Executive Officer', CENTRE_NAME],
  ];
  const columnWidth = width / signatories.length;
  const top = doc.y;
  signatories.forEach(([role, organisation], index) => {
    const x = MARGIN + index * columnWidth;
    doc
      .moveTo(x + 6, top)
      .lineTo(x + columnWidth - 12, top)
      .lineWidth(0.7)
      .strokeColor('#0f172a')
      .stroke();
    writeText(doc.fontSize(9), role!, { bold: true, x: x + 6, y: top + 5, width: columnWidth - 18 });
    writeText(doc.fontSize(8.5), organisation!, { width: columnWidth - 18 });
    writeText(doc, 'Date:', { width: columnWidth - 18 });
  });
  doc.x = MARGIN;
  doc.moveDown(3);
  writeText(
    doc.fontSize(8).fillColor('#475569'),
    `Drawn on ${day(options.today)} from the records of the grant: the disbursements and spending entered on the site.`,
    { x: MARGIN, y: doc.y, width },
  );
  doc.end();
  return done;
}
