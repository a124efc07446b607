import { simplePdf } from '#server/db/seed/demo-pdf';

/** Tests only. PDFs for the private-files checks: see simplePdf; plus a cut-off one. */
export const pdfBytes = simplePdf;

/** A PDF cut off before its end, as an interrupted download leaves it. */
export function truncatedPdf(): Buffer {
  const whole = pdfBytes();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}
