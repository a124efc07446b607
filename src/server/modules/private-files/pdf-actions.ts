import { constants, inflateSync } from 'node:zlib';
import { PDF_MAX_BYTES } from '#common/private-files';

/**
 * The names that make a viewer run a script or open another program (docs/decisions/019-private-files-and-pdf-checks.md):
 * a JavaScript action (`/S /JavaScript`, whose code is under `/JS`, also in a rendition action) and a launch
 * action (`/S /Launch`), whether the document opens with it (`/OpenAction`), an event fires it (`/AA`) or the
 * document's name tree holds it (`/Names << /JavaScript … >>`). Names are case-sensitive.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);

/** What object streams may inflate to, in all: a compressed bomb is refused instead of filling the memory. */
const INFLATE_BUDGET = 6 * PDF_MAX_BYTES;

/** How many times over the bytes may be read, in all, as objects found inside other objects are read again. */
const SCAN_BUDGET_TIMES = 4;

/** PDF whitespace and delimiters, by character code: what ends a name or a keyword. */
const ENDS_TOKEN = new Uint8Array(256);
for (const char of '\0\t\n\f\r ()<>[]{}/%') ENDS_TOKEN[char.charCodeAt(0)] = 1;

const [PERCENT, OPEN, CLOSE, BACKSLASH, LESS, GREATER, SLASH, LF, CR] = [...'%()\\<>/\n\r'].map((c) =>
  c.charCodeAt(0),
);

/** Where each object of the file starts (`12 0 obj`), wherever it is, even inside another object's stream. */
const OBJECT_HEADER = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

export type PdfActions = 'active' | 'unchecked' | null;

interface Scan {
  /** A name of ACTIVE_NAMES was met. */
  active: boolean;
  /** The names of an object stream's dictionary were met: /Type /ObjStm, or /N and /First. */
  objectStream: boolean;
  /** Where the `stream` keyword ended the scan, if it did. */
  streamAt: number | null;
  /** Where the scan stopped. */
  end: number;
}

/** `/J#61vaScript` is `/JavaScript`: a name's `#xx` escapes decoded. */
function decodeName(raw: string): string {
  if (!raw.includes('#')) return raw;
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The names in `text[from, to)` as a viewer's parser reads them: comments, literal strings `( … )` (nested,
 * with escapes) and hex strings `< … >` are skipped, so a CV whose text says "Node/JavaScript" is not mistaken
 * for a script. With `streams`, the keyword `stream` ends the scan (its body is data, not objects).
 */
function scanNames(text: string, from: number, to: number, streams: boolean): Scan {
  const seen = { active: false, objStm: false, n: false, first: false };
  const result = (streamAt: number | null, end: number): Scan => ({
    active: seen.active,
    objectStream: seen.objStm || (seen.n && seen.first),
    streamAt,
    end,
  });
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    if (code === PERCENT) {
      while (i < to && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
    } else if (code === OPEN) {
      let depth = 1;
      i++;
      while (i < to && depth > 0) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === OPEN) depth++;
        else if (inner === CLOSE) depth--;
        i++;
      }
    } else if (code === LESS) {
      // `<<` opens a dictionary; a single `<` a hex string.
      if (text.charCodeAt(i + 1) === LESS) i += 2;
      else {
        while (i < to && text.charCodeAt(i) !== GREATER) i++;
        i++;
      }
    } else if (code === SLASH) {
      const start = ++i;
      while (i < to && !ENDS_TOKEN[text.charCodeAt(i) & 0xff]) i++;
      // Every name of interest is short; longer ones (and their escapes) need no decoding.
      if (i - start <= 3 * 10) {
        const name = decodeName(text.slice(start, i));
        if (ACTIVE_NAMES.has(name)) seen.active = true;
        else if (name === 'ObjStm') seen.objStm = true;
        else if (name === 'N') seen.n = true;
        else if (name === 'First') seen.first = true;
      }
    } else if (!ENDS_TOKEN[code & 0xff]) {
      const start = i;
      while (i < to && !ENDS_TOKEN[text.charCodeAt(i) & 0xff]) i++;
      // Only two keywords matter: compare their length first.
      if (i - start === 6) {
        const keyword = text.slice(start, i);
        if (keyword === 'endobj') break;
        if (streams && keyword === 'stream') return result(i, i);
      }
    } else {
      i++;
    }
  }
  return result(null, i);
}

/** The bytes of a stream whose `stream` keyword ends at `keywordEnd`: by its direct /Length, else up to `endstream`. */
function streamBody(text: string, bytes: Buffer, keywordEnd: number, dictionary: string): Buffer | null {
  let start = keywordEnd;
  if (text[start] === '\r') start++;
  if (text[start] === '\n') start++;
  const length = /\/Length[\0\t\n\f\r ]+(\d{1,10})(?![\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/.exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (/^[\0\t\n\f\r ]*endstream/.test(text.slice(end, end + 32))) return bytes.subarray(start, end);
  }
  const end = text.indexOf('endstream', start);
  return end === -1 ? null : bytes.subarray(start, end);
}

/**
 * Where each object of an inflated object stream lies: its header lists object numbers and offsets (from
 * /First), and a viewer reads each object from its offset, so each is scanned from there to the next one.
 * Without a readable header, the whole stream as one span.
 */
function objectSpans(content: string, dictionary: string): [number, number][] {
  const first = /\/First[\0\t\n\f\r ]+(\d{1,10})(?![\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/.exec(dictionary);
  const start = first ? Number(first[1]) : NaN;
  const numbers =
    start <= content.length
      ? content
          .slice(0, start)
          .trim()
          .split(/[\0\t\n\f\r ]+/)
      : [];
  const offsets = numbers.filter((_, index) => index % 2 === 1).map(Number);
  if (offsets.length === 0 || numbers.length % 2 !== 0 || offsets.some((offset) => !Number.isInteger(offset)))
    return [[0, content.length]];
  const sorted = [...new Set(offsets.map((offset) => Math.min(start + offset, content.length)))].sort(
    (a, b) => a - b,
  );
  return [
    [0, start],
    ...sorted.map((from, index): [number, number] => [from, sorted[index + 1] ?? content.length]),
  ];
}

/** The filters a stream dictionary names, in order (`/Filter /FlateDecode` or `/Filter [ … ]`). */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter[\0\t\n\f\r ]*(\[[^\]]*\]|\/[^\0\t\n\f\r ()<>[\]{}/%]+)/.exec(dictionary);
  if (!filter) return [];
  return [...filter[1]!.matchAll(/\/([^\0\t\n\f\r ()<>[\]{}/%]+)/g)].map((match) => match[1]!);
}

/**
 * Scans a PDF for JavaScript and launch actions: every object, wherever its header is (so one hidden inside
 * another object's stream is found too), and every object stream inflated (objects compressed into a stream
 * are where most producers put the catalog and actions). Answers 'active' when one is found, 'unchecked' when
 * an object stream cannot be read (a filter other than Flate, a predictor, a corrupt or oversized stream) and
 * so could hide one, and null otherwise. The file is known not to be encrypted.
 */
export function pdfActions(bytes: Buffer): PdfActions {
  // latin1 maps every byte to one character, so offsets in the text are offsets in the file.
  const text = bytes.toString('latin1');
  const headers = [...text.matchAll(OBJECT_HEADER)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  let budget = INFLATE_BUDGET;
  // Objects nest or overlap only in a crafted file: reading the bytes more than a few times over is refused.
  let work = SCAN_BUDGET_TIMES * text.length + 65_536;
  for (const header of headers) {
    const scan = scanNames(text, header.end, text.length, true);
    work -= scan.end - header.end;
    if (scan.active) return 'active';
    if (work < 0) return 'unchecked';
    // An object stream, by its type or by the entries a viewer reads one by (some do not look at the type).
    if (scan.streamAt === null || !scan.objectStream) continue;
    const dictionary = text
      .slice(header.end, scan.streamAt)
      .replace(/\/([^\0\t\n\f\r ()<>[\]{}/%]+)/g, (_, name: string) => `/${decodeName(name)}`);
    const body = streamBody(text, bytes, scan.streamAt, dictionary);
    const filters = filtersOf(dictionary);
    if (!body || /\/Predictor/.test(dictionary) || filters.some((f) => f !== 'FlateDecode' && f !== 'Fl'))
      return 'unchecked';
    let content: Buffer = body;
    try {
      for (const _ of filters) {
        content = inflateSync(content, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget });
        budget -= content.length;
      }
    } catch {
      return 'unchecked';
    }
    const inner = content.toString('latin1');
    for (const [from, to] of objectSpans(inner, dictionary)) {
      // Object streams hold no streams: the keyword means nothing there and must not end the scan.
      if (scanNames(inner, from, to, false).active) return 'active';
    }
  }
  return null;
}
