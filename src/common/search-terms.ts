/**
 * The words of a list search (docs/product.md#list-search-and-paging), the same for the server's
 * match and the cards' highlight. Lower-cased; split at spaces and at the punctuation that separates
 * words in a typed list ("python, remote", "(hybrid)", quotes); full stops, colons, question and
 * exclamation marks and apostrophes at a word's edges are dropped, inside a word they stay
 * ("node.js", "c++", "full-time", "%"). A search made of separators only is kept whole, so it still
 * matches itself.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const SEPARATORS = /[\s,;"“”«»()[\]{}]+/u;
const EDGES = /^[.!?:'‘’]+|[.!?:'‘’]+$/gu;

export function searchTerms(text: string): string[] {
  const cleaned = text.replace(CONTROL, ' ').toLowerCase().trim();
  if (!cleaned) return [];
  const words = cleaned
    .split(SEPARATORS)
    .map((word) => word.replace(EDGES, ''))
    .filter(Boolean);
  const unique = [...new Set(words.length > 0 ? words : [cleaned])];
  // A word inside another adds nothing: every text holding the longer one holds it too.
  return unique.filter((word) => !unique.some((other) => other !== word && other.includes(word)));
}

/** One piece of a text cut at the search's words; `match` pieces are the words as the text spells them. */
export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` cut where the search's words occur, ignoring case; longer words win where two start at the
 * same place. The pieces join back to `text` exactly.
 */
export function matchedParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  let pattern: RegExp;
  try {
    pattern = new RegExp(alternatives.join('|'), 'giu');
  } catch {
    // Every special character is escaped; this only guards the highlight, never the search.
    return [{ text, match: false }];
  }
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
