import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { pdfBytes, truncatedPdf } from '#server/test-support/pdfs';
import { pdfProblem } from './pdf-check';
import { cleanPdfFilename, preparePdf } from './private-files';

async function refusal(bytes: Buffer) {
  try {
    await preparePdf(bytes, 'cv.pdf');
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
  return null;
}

describe('PDF checks (docs/decisions/019-private-files-and-pdf-checks.md)', () => {
  it('keeps a well-formed PDF, with a cleaned name', async () => {
    const prepared = await preparePdf(pdfBytes(), '../../My CV (2026)<script>.PDF');
    expect(prepared.contentType).toBe('application/pdf');
    expect(prepared.filename).toBe('My CV _2026_script_.pdf');
    expect(pdfProblem(pdfBytes({ padTo: PDF_MAX_BYTES - 1000 }))).toBeNull();
  });

  it('refuses a picture renamed .pdf, text, and an empty file', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from('hello, not a pdf'), Buffer.alloc(0)])
      expect(await refusal(bytes)).toEqual({ status: 400, message: PRIVATE_FILE_MESSAGES.notAPdf });
  });

  it('refuses a PDF over 5 MB with 413', async () => {
    const big = pdfBytes({ padTo: 6 * 1024 * 1024 });
    expect(big.length).toBeGreaterThan(PDF_MAX_BYTES);
    expect(pdfProblem(big)).toBe('too-large');
    expect(await refusal(big)).toEqual({ status: 413, message: PRIVATE_FILE_MESSAGES.tooLarge });
  });

  it('refuses an encrypted PDF', async () => {
    expect(await refusal(pdfBytes({ encrypted: true }))).toEqual({
      status: 400,
      message: PRIVATE_FILE_MESSAGES.encrypted,
    });
  });

  it('refuses malformed PDFs: cut off, a wrong startxref, a bare header, a bad version', async () => {
    const whole = pdfBytes();
    const wrongOffset = Buffer.from(
      whole.toString('latin1').replace(/startxref\n\d+/, 'startxref\n12'),
      'latin1',
    );
    const badVersion = Buffer.from(whole.toString('latin1').replace('%PDF-1.7', '%PDF-9.9'), 'latin1');
    for (const bytes of [truncatedPdf(), wrongOffset, Buffer.from('%PDF-1.4\n%%EOF\n'), badVersion])
      expect(await refusal(bytes)).toEqual({ status: 400, message: PRIVATE_FILE_MESSAGES.malformed });
  });

  it('names files safely', () => {
    expect(cleanPdfFilename('résumé.pdf')).toBe('resume.pdf');
    expect(cleanPdfFilename('"; evil="x.pdf')).toBe('evil_x.pdf');
    expect(cleanPdfFilename('....')).toBe('document.pdf');
    expect(cleanPdfFilename(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});
