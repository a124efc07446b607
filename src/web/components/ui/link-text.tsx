import { Fragment } from 'react';

/** The places a reader expects a web address to wrap: after "/" and before ".", "?", "&", "=" and "#". */
function linkParts(href: string): string[] {
  const parts: string[] = [];
  let current = '';
  [...href].forEach((character, index, characters) => {
    if ('.?&=#'.includes(character) && current) {
      parts.push(current);
      current = '';
    }
    current += character;
    // Never between the two slashes of "https://".
    if (character === '/' && characters[index + 1] !== '/') {
      parts.push(current);
      current = '';
    }
  });
  if (current) parts.push(current);
  return parts;
}

/**
 * A web address shown as text, wrapping between its parts rather than inside "company" or "example"
 * (docs/product.md#long-texts), like `EmailText` for addresses. Pair it with `wrap-anywhere` for a single
 * part still too long for its line.
 */
export function LinkText({ href }: { href: string }) {
  return (
    <>
      {linkParts(href).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A link to another site, opened in a new tab, its address shown as `LinkText`. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="wrap-anywhere text-brand-dark underline"
    >
      <LinkText href={href} />
    </a>
  );
}
