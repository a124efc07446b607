import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

/**
 * The Noto Sans fonts every PDF of the site sets its text in (certificates, utilisation certificates): one file
 * per script subset from the @fontsource packages, and the split of a text into runs each set in the font that
 * has its glyphs (docs/decisions/051-certificate-pdfs.md).
 */

export type FontName =
  'latin' | 'latin-bold' | 'latin-ext' | 'latin-ext-bold' | 'devanagari' | 'tamil' | 'bengali';

const require = createRequire(import.meta.url);

/**
 * The WOFF 1 files: fontkit reads them and subsets their composite glyphs, which it fails to do from the WOFF2
 * ones. Read once per process; pdfkit embeds only the glyphs used.
 */
const FONT_FILES: Record<FontName, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'latin-ext': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'latin-ext-bold': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  bengali: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
};

let openFonts: Record<FontName, fontkit.Font> | undefined;
/** The fonts parsed once per process: parsing them for every PDF was most of its time. */
function fonts(): Record<FontName, fontkit.Font> {
  openFonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fontkit.create(woffToSfnt(readFileSync(require.resolve(file)))),
    ]),
  ) as Record<FontName, fontkit.Font>;
  return openFonts;
}

/** Registers the fonts on a document under their names. */
export function registerNotoFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes an open fontkit font as it takes its bytes (its types name only the bytes).
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Buffer);
}

export type Script = 'latin' | 'latin-ext' | 'devanagari' | 'tamil' | 'bengali';

function scriptOf(char: string): Script | 'neutral' {
  const cp = char.codePointAt(0)!;
  if (cp >= 0x0900 && cp <= 0x097f) return 'devanagari';
  if (cp >= 0x0980 && cp <= 0x09ff) return 'bengali';
  if (cp >= 0x0b80 && cp <= 0x0bff) return 'tamil';
  // Spaces, digits, punctuation and the joiners belong to the run they stand in, if its font has them.
  if (/[\s\d\p{P}\u200c\u200d]/u.test(char)) return 'neutral';
  // The basic Latin subset of Noto Sans holds Latin-1, the general punctuation and the minus sign; the rest
  // (Ł, ő, ș, and the currency signs such as ₹) is in the latin-ext subset, which holds no basic letters
  // nor digits.
  return cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x2212 ? 'latin' : 'latin-ext';
}

export function fontFor(script: Script, bold: boolean): FontName {
  if (script === 'latin') return bold ? 'latin-bold' : 'latin';
  if (script === 'latin-ext') return bold ? 'latin-ext-bold' : 'latin-ext';
  return script;
}

/**
 * Splits a text into runs of one script each, so each run is set in the font that has its glyphs and is
 * shaped as a whole (a Devanagari name's conjuncts and vowel signs need the whole cluster in one run). A
 * space, digit or punctuation mark stays in the run it follows when that run's font has it ("आशा वर्मा "),
 * else it is set in Latin ("(", the digits after "₹").
 */
export function scriptRuns(text: string): { text: string; script: Script }[] {
  const runs: { text: string; script: Script | 'neutral' }[] = [];
  for (const char of text) {
    const own = scriptOf(char);
    const last = runs.at(-1);
    const script =
      own !== 'neutral' ||
      !last ||
      last.script === 'neutral' ||
      fonts()[fontFor(last.script, false)].hasGlyphForCodePoint(char.codePointAt(0)!)
        ? own
        : 'latin';
    if (last && (script === 'neutral' || last.script === script || last.script === 'neutral')) {
      last.text += char;
      if (last.script === 'neutral') last.script = script;
    } else runs.push({ text: char, script });
  }
  return runs.map((run) => ({ text: run.text, script: run.script === 'neutral' ? 'latin' : run.script }));
}

/**
 * Writes a text as pdfkit's `text` does (at x, y or where the last text ended, wrapping to `width`), each
 * script run in its font: the runs are chained with `continued`, so they wrap and align as one paragraph.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean; x?: number; y?: number } = {},
): PDFKit.PDFDocument {
  const { bold = false, x, y, ...textOptions } = options;
  const runs = scriptRuns(text);
  runs.forEach((run, index) => {
    doc.font(fontFor(run.script, bold));
    const more = { ...textOptions, continued: index < runs.length - 1 };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, more);
    else doc.text(run.text, more);
  });
  return doc;
}
