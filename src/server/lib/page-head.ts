/** Pieces shared by the server-rendered <head> of prerendered pages (events, news, startups). */

/** JSON inside <script>: nothing in it may end the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The largest stored width of a picture, as an absolute URL (what link previews want); '' without one. */
export function largestImageUrl(image: { src: string; srcSet: string } | null, publicUrl: string): string {
  if (!image) return '';
  const entries = image.srcSet.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '');
  const largest = entries[entries.length - 1] || image.src;
  return largest ? `${publicUrl}${largest}` : '';
}
