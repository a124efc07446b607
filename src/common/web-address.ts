/**
 * Web addresses people type into forms (docs/product.md#web-addresses). Pure functions without zod, so that
 * every schema that takes a link, in the browser and on the server, normalises and checks it the same way.
 */

/** A host name with at least one dot, then an optional port, then the end or a path, query or fragment. */
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * `example.com` and `www.example.com/path` become `https://example.com` and `https://www.example.com/path`;
 * anything else (an address with a scheme, an empty field, `javascript:…`) is returned unchanged, so the
 * check that follows still refuses what is not an http(s) address.
 */
export function withWebScheme(value: string): string {
  if (value === '' || value.includes('://') || !BARE_HOST.test(value)) return value;
  return `https://${value}`;
}

/** An absolute http(s) address whose host has a dot (`https://localhost` is not a site people link to). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
