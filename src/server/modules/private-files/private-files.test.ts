import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { deflateSync } from 'node:zlib';
import { pdfBytes, pdfWith, truncatedPdf } from '#server/test-support/pdfs';
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

  const script = '<< /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\);) >>';
  const scripted = { status: 400, message: PRIVATE_FILE_MESSAGES.activeContent };

  it('refuses a PDF that runs a script or opens a program, wherever the action sits', async () => {
    const cases: [string, Buffer][] = [
      ['a script when opened', pdfWith({ catalog: '/OpenAction 6 0 R', objects: [script] })],
      ['a script inline', pdfWith({ catalog: `/OpenAction ${script}` })],
      [
        'a launch action',
        pdfWith({ catalog: '/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' }),
      ],
      ['a script on an event (/AA)', pdfWith({ catalog: `/AA << /WC ${script} >>` })],
      [
        'a document-level script (name tree)',
        pdfWith({
          catalog: '/Names << /JavaScript 6 0 R >>',
          objects: ['<< /Names [(init) 7 0 R] >>', script],
        }),
      ],
      ['names written with #-escapes', pdfWith({ catalog: '/OpenAction << /S /J#61vaScript /J#53 (x) >>' })],
      [
        'a script in a compressed object stream',
        pdfWith({ catalog: '/OpenAction 6 0 R', compressed: [script, '<< /Producer (CV maker) >>'] }),
      ],
      [
        'a script after a string left open in the object before it, in an object stream',
        pdfWith({ catalog: '/OpenAction 7 0 R', compressed: ['(unbalanced', script] }),
      ],
      [
        'a script object hidden inside another object’s stream',
        pdfWith({ objects: [`<< /Length 60 >>\nstream\n7 0 obj\n${script}\nendobj\nendstream`] }),
      ],
      [
        'a script after a string that names another object header',
        pdfWith({ catalog: `/Title (see 2 0 obj \\() /OpenAction ${script}` }),
      ],
    ];
    for (const [name, bytes] of cases) {
      expect({ name, problem: pdfProblem(bytes) }).toEqual({ name, problem: 'active-content' });
      expect({ name, refusal: await refusal(bytes) }).toEqual({ name, refusal: scripted });
    }
  });

  it('keeps clean PDFs: links to pages, the words JavaScript and Launch as text, object streams', async () => {
    const clean: [string, Buffer][] = [
      ['plain', pdfWith()],
      ['opens at its first page', pdfWith({ catalog: '/OpenAction [3 0 R /Fit]' })],
      [
        'the words in text and titles',
        pdfWith({
          text: 'Skills: Node/JavaScript, React/JS; Launch/JS meetups',
          objects: ['<< /Title (React/JavaScript developer) /Subject <2F4A53> >>'],
        }),
      ],
      [
        'an object stream',
        pdfWith({ compressed: ['<< /Producer (CV maker) /Keywords (/JavaScript) >>', '[1 2 3]'] }),
      ],
    ];
    for (const [name, bytes] of clean)
      expect({ name, problem: pdfProblem(bytes) }).toEqual({ name, problem: null });
    expect(await preparePdf(pdfWith({ compressed: ['<< /A 1 >>'] }), 'cv.pdf')).toMatchObject({
      contentType: 'application/pdf',
    });
  });

  it('refuses a PDF whose object stream it cannot read, rather than keep what it could not check', async () => {
    const unchecked = { status: 400, message: PRIVATE_FILE_MESSAGES.unchecked };
    const lzw = pdfWith({ compressed: [script], objectStreamFilter: '/LZWDecode' });
    expect(await refusal(lzw)).toEqual(unchecked);
    // A compressed bomb: far more than the file's limit once inflated.
    const bomb = pdfWith({
      compressed: ['<< /A 1 >>'],
      objectStreamBytes: deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20)),
    });
    expect(bomb.length).toBeLessThan(PDF_MAX_BYTES);
    expect(await refusal(bomb)).toEqual(unchecked);
    // A stream that is not Flate data at all.
    expect(
      await refusal(pdfWith({ compressed: ['<< /A 1 >>'], objectStreamBytes: Buffer.from('not zlib') })),
    ).toEqual(unchecked);
  });

  it('names files safely', () => {
    expect(cleanPdfFilename('résumé.pdf')).toBe('resume.pdf');
    expect(cleanPdfFilename('"; evil="x.pdf')).toBe('evil_x.pdf');
    expect(cleanPdfFilename('....')).toBe('document.pdf');
    expect(cleanPdfFilename(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});
