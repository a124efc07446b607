import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { pdfActions } from './pdf-actions';

/** Why a file is not a PDF the site keeps (docs/decisions/019-private-files-and-pdf-checks.md). */
export type PdfProblem =
  'too-large' | 'not-a-pdf' | 'encrypted' | 'malformed' | 'active-content' | 'unchecked';

export const PDF_PROBLEM_MESSAGES: Record<PdfProblem, string> = {
  'too-large': PRIVATE_FILE_MESSAGES.tooLarge,
  'not-a-pdf': PRIVATE_FILE_MESSAGES.notAPdf,
  encrypted: PRIVATE_FILE_MESSAGES.encrypted,
  malformed: PRIVATE_FILE_MESSAGES.malformed,
  'active-content': PRIVATE_FILE_MESSAGES.activeContent,
  unchecked: PRIVATE_FILE_MESSAGES.unchecked,
};

/** `%PDF-1.0` … `%PDF-1.7` and `%PDF-2.0`, at the very start (file-type already found `%PDF` there). */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
/** The end of every complete PDF: `startxref`, the offset of the last cross-reference section, `%%EOF`. */
const TAIL = /startxref\s+(\d{1,10})\s+%%EOF\s*$/;
/** What starts a cross-reference section: the `xref` keyword or a cross-reference stream object. */
const XREF_START = /^(xref\s|\d{1,10}\s+\d{1,5}\s+obj\b)/;
/** The trailer's `/Encrypt` entry, a name followed by a delimiter (not `/EncryptMetadata`). */
const ENCRYPT_ENTRY = /\/Encrypt[\s/<[(]|\/Encrypt\d/;

/** The last bytes read for the tail: the specification allows `%%EOF` within the final 1024 bytes. */
const TAIL_WINDOW = 1024;

/**
 * A careful minimal structural check of a PDF the file-type library already recognised: the header, a
 * complete tail whose `startxref` points at a cross-reference section inside the file, at least one object,
 * no encryption dictionary, and no JavaScript or launch action (pdf-actions.ts). It answers why a file is
 * refused, or null when it is kept. It does not render the file: nobody's browser opens it inside the site (it
 * is served as a sandboxed download), but whoever downloads it opens it in their own viewer.
 */
export function pdfProblem(bytes: Buffer): PdfProblem | null {
  if (bytes.length > PDF_MAX_BYTES) return 'too-large';
  // latin1 maps every byte to one character, so offsets in the text are offsets in the file.
  const head = bytes.subarray(0, 16).toString('latin1');
  if (!head.startsWith('%PDF-')) return 'not-a-pdf';
  if (!HEADER.test(head)) return 'malformed';
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_WINDOW)).toString('latin1');
  const match = TAIL.exec(tail);
  if (!match) return 'malformed';
  const xrefOffset = Number(match[1]);
  if (xrefOffset <= 8 || xrefOffset >= bytes.length) return 'malformed';
  const atXref = bytes.subarray(xrefOffset, xrefOffset + 32).toString('latin1');
  if (!XREF_START.test(atXref)) return 'malformed';
  const text = bytes.toString('latin1');
  if (!/\d+\s+\d+\s+obj\b/.test(text) || !text.includes('endobj')) return 'malformed';
  // The encryption dictionary is named by the trailer (or the cross-reference stream's dictionary), which is
  // never compressed, so the plain bytes show it.
  if (ENCRYPT_ENTRY.test(text)) return 'encrypted';
  const actions = pdfActions(bytes);
  if (actions === 'active') return 'active-content';
  if (actions === 'unchecked') return 'unchecked';
  return null;
}
