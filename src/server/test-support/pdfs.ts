import { deflateSync } from 'node:zlib';
import { simplePdf } from '#server/db/seed/demo-pdf';

/** Tests only. PDFs for the private-files checks: see simplePdf; plus a cut-off one and ones built to order. */
export const pdfBytes = simplePdf;

/** A PDF cut off before its end, as an interrupted download leaves it. */
export function truncatedPdf(): Buffer {
  const whole = pdfBytes();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export interface PdfParts {
  /** Entries added to the catalog (object 1), e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** Text the page shows, in its (uncompressed) content stream. */
  text?: string;
  /** Objects after the five of the one-page document, numbered from 6, written as they are. */
  objects?: string[];
  /**
   * Objects numbered after `objects`, compressed together into one object stream (Flate), the file then
   * indexed by a cross-reference stream, as PDF 1.5+ producers write it.
   */
  compressed?: string[];
  /** The object stream's filter, when not FlateDecode (its bytes are then written uncompressed). */
  objectStreamFilter?: string;
  /** The object stream's bytes as they are, instead of `compressed` packed (a compressed bomb, say). */
  objectStreamBytes?: Buffer;
}

/** One row of a cross-reference stream with /W [1 4 2]: type, offset (or object stream), generation (or index). */
function xrefRow(type: number, field2: number, field3: number): string {
  const bytes = Buffer.alloc(7);
  bytes.writeUInt8(type, 0);
  bytes.writeUInt32BE(field2, 1);
  bytes.writeUInt16BE(field3, 5);
  return bytes.toString('latin1');
}

/**
 * A one-page PDF with a correct cross-reference table (or stream) and whatever objects a test needs: actions,
 * names, an object stream. Every offset is real, so only what the test puts in differs from a clean file.
 */
export function pdfWith(parts: PdfParts = {}): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${parts.text ?? 'Curriculum vitae'}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(parts.objects ?? []),
  ];
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  const write = (object: string) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${offsets.length} 0 obj\n${object}\nendobj\n`;
  };
  objects.forEach(write);
  const compressed = parts.compressed ?? [];
  if (compressed.length === 0) {
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
  const firstCompressed = objects.length + 1;
  let header = '';
  let packed = '';
  compressed.forEach((object, index) => {
    header += `${firstCompressed + index} ${packed.length} `;
    packed += `${object}\n`;
  });
  const raw = Buffer.from(`${header}\n${packed}`, 'latin1');
  const data = parts.objectStreamBytes ?? (parts.objectStreamFilter ? raw : deflateSync(raw));
  const filter = parts.objectStreamFilter ?? '/FlateDecode';
  const streamNumber = firstCompressed + compressed.length;
  write(
    `<< /Type /ObjStm /N ${compressed.length} /First ${header.length + 1} /Filter ${filter} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
  );
  const xrefNumber = streamNumber + 1;
  const xref = Buffer.byteLength(body, 'latin1');
  const rows = [
    xrefRow(0, 0, 65535),
    ...offsets.slice(0, objects.length).map((offset) => xrefRow(1, offset, 0)),
    ...compressed.map((_, index) => xrefRow(2, streamNumber, index)),
    xrefRow(1, offsets[offsets.length - 1]!, 0),
    xrefRow(1, xref, 0),
  ].join('');
  body += `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n${rows}\nendstream\nendobj\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
