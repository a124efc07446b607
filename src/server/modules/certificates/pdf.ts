import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDateRange } from '#common/event-dates';
import { SITE } from '#common/site';
import { fontFor, registerNotoFonts, scriptRuns } from '#server/lib/pdf-fonts';

/** Everything printed on one certificate, of an event or of a cohort's completion (docs/product.md#certificates). */
export interface CertificatePdfInput {
  title: string;
  /** The name as stored at issue or reissue (decision 050), never the account's name of today. */
  name: string;
  /** What the person did, as printed before the subject: "for attending", "for completing, as a founder of …". */
  reason: string;
  /** What it was for: the event, or the programme and cohort. */
  subject: string;
  startDate: string;
  endDate: string;
  signatoryName: string;
  signatoryRole: string;
  code: string;
  /** `<PUBLIC_URL>/certificates/<code>`, printed as text and as the QR code. */
  verifyUrl: string;
  /** PNG or JPEG bytes, drawn when the admin gave them. */
  logo?: Buffer | null;
  signature?: Buffer | null;
}

const PAGE = { width: 841.89, height: 595.28 };
const INK = '#1f2937';
const ACCENT = '#0f4c81';
const MUTED = '#4b5563';

/** Draws a line of text centred on the page, each script run in its font, shrunk to fit the width. */
function centredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  size: number,
  options: { bold?: boolean; colour?: string; maxWidth?: number; minSize?: number } = {},
): void {
  const runs = scriptRuns(text).map((run) => ({ ...run, font: fontFor(run.script, !!options.bold) }));
  const maxWidth = options.maxWidth ?? PAGE.width - 160;
  const widthAt = (fontSize: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(fontSize).widthOfString(run.text), 0);
  let fontSize = size;
  while (fontSize > (options.minSize ?? 10) && widthAt(fontSize) > maxWidth) fontSize -= 1;
  let x = (PAGE.width - widthAt(fontSize)) / 2;
  doc.fillColor(options.colour ?? INK);
  // One marked span carries the text as written, for readers that copy text from it (ActualText); the
  // glyphs themselves are in shaped, visual order.
  doc.markContent('Span', { actual: text });
  for (const run of runs) {
    doc.font(run.font).fontSize(fontSize);
    doc.text(run.text, x, y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
  doc.endMarkedContent();
}

/** The QR code as squares of the page's own drawing: sharp at any zoom, and a few hundred bytes. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill('#000000');
}

/**
 * One certificate as an A4 landscape PDF: the centre, the title, the name as stored, what the person did at
 * which event and when, the signatory, the code and a QR code to its public check (docs/product.md#certificates).
 */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: true,
    lang: 'en',
    info: {
      Title: `${input.title}: ${input.name}`,
      Author: SITE.name,
      Subject: `${input.subject} (${input.code})`,
      Creator: SITE.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerNotoFonts(doc);

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();

  let y = 60;
  if (input.logo) {
    doc.image(input.logo, PAGE.width / 2 - 90, y, { fit: [180, 60], align: 'center', valign: 'center' });
    y += 70;
  }
  centredLine(doc, SITE.name, y, 16, { bold: true, colour: ACCENT });
  centredLine(doc, SITE.institute, y + 22, 11, { colour: MUTED });
  centredLine(doc, input.title, y + 62, 30, { bold: true });
  centredLine(doc, 'This certifies that', y + 118, 13, { colour: MUTED });
  centredLine(doc, input.name, y + 142, 34, { bold: true, minSize: 16 });
  centredLine(doc, input.reason, y + 200, 13, { colour: MUTED });
  centredLine(doc, input.subject, y + 222, 20, { bold: true, minSize: 11 });
  centredLine(doc, formatDateRange(input.startDate, input.endDate), y + 252, 13, { colour: MUTED });

  // The signatory on the left, the code and its QR code on the right.
  const baseY = PAGE.height - 150;
  if (input.signature)
    doc.image(input.signature, 90, baseY - 10, { fit: [200, 50], align: 'center', valign: 'bottom' });
  doc
    .moveTo(90, baseY + 45)
    .lineTo(290, baseY + 45)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  for (const [index, line] of [input.signatoryName, input.signatoryRole].entries()) {
    const runs = scriptRuns(line);
    let x = 90;
    doc.fillColor(index === 0 ? INK : MUTED);
    for (const run of runs) {
      doc.font(fontFor(run.script, index === 0)).fontSize(index === 0 ? 12 : 10);
      doc.text(run.text, x, baseY + 52 + index * 17, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
  }

  const qrSize = 96;
  const qrX = PAGE.width - 90 - qrSize;
  drawQr(doc, input.verifyUrl, qrX, baseY - 20, qrSize);
  doc.font('latin').fontSize(9).fillColor(MUTED);
  doc.text('Check this certificate at', qrX - 200, baseY + 6, {
    width: 190,
    align: 'right',
    lineBreak: false,
  });
  doc.text(input.verifyUrl.replace(/^https?:\/\//, ''), qrX - 260, baseY + 20, {
    width: 250,
    align: 'right',
    lineBreak: false,
  });
  doc.font('latin-bold').fontSize(12).fillColor(INK);
  doc.text(`Code ${input.code}`, qrX - 200, baseY + 40, { width: 190, align: 'right', lineBreak: false });

  doc.end();
  return done;
}
