/** Pieces shared by the server-rendered <head> of prerendered pages (events, news, startups). */
import { SHARE_IMAGE } from '#common/seo';

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

/**
 * The Open Graph picture of a page the server writes the head of: its own picture at its largest stored width,
 * or the site's share image when it has none, so every shared link previews with a picture
 * (docs/product.md#search-engines). `attr` escapes for an attribute.
 */
export function previewImageTags(
  picture: { src: string; srcSet: string; width: number; height: number } | null,
  alt: string,
  publicUrl: string,
  attr: (text: string) => string,
): string[] {
  const own = largestImageUrl(picture, publicUrl);
  const shown =
    own && picture
      ? { url: own, width: picture.width, height: picture.height, alt }
      : { ...SHARE_IMAGE, url: `${publicUrl}${SHARE_IMAGE.path}` };
  return [
    `<meta property="og:image" content="${attr(shown.url)}" />`,
    `<meta property="og:image:width" content="${shown.width}" />`,
    `<meta property="og:image:height" content="${shown.height}" />`,
    `<meta property="og:image:alt" content="${attr(shown.alt)}" />`,
  ];
}

/** Puts an item's head (an event's, a post's, a startup's) into the page shell in place of the shell's own title and description. */
export function injectHead(shellHtml: string, head: string): string {
  const own = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;
  if (own.test(shellHtml)) return shellHtml.replace(own, () => head);
  return shellHtml.replace('</head>', () => `    ${head}\n  </head>`);
}

/** Puts an item's preview into the shell's empty root element. */
export function injectBody(shellHtml: string, body: string): string {
  return shellHtml.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
