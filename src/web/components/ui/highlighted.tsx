import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { matchedParts } from '#common/search-terms';

/** The words of the search a list shows (`searchTerms`), for the texts inside it to mark. */
const SearchWords = createContext<readonly string[]>([]);

/** Marks the search's words in every `Highlighted` text below it (docs/product.md#list-search-and-paging). */
export function HighlightWords({ words, children }: { words: readonly string[]; children: ReactNode }) {
  return <SearchWords value={words}>{children}</SearchWords>;
}

/**
 * `text` with the search's words in `<mark>`: React text and elements, never HTML, so a post's text cannot
 * inject markup. Dark ink on amber keeps the contrast above 7:1 wherever the card's text colour differs.
 */
export function Highlighted({ text }: { text: string }) {
  const words = useContext(SearchWords);
  if (words.length === 0) return text;
  return matchedParts(text, words).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-[2px] bg-accent/70 text-ink">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
