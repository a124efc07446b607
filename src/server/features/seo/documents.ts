import { INDEXABLE_PATHS, MANIFEST_ICONS, ROBOTS_DISALLOWED_PATHS, THEME_COLOR } from '#common/seo';
import { SITE } from '#common/site';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

export interface SitemapEvent {
  id: number;
  updated_at: string;
}

export interface SitemapNewsPost {
  slug: string;
  updated_at: string;
  published_on: string;
}

/** A post written before its publish date changed for readers on that date. */
const newsLastmod = (post: SitemapNewsPost) => {
  const publishedAt = `${post.published_on}T00:00:00.000Z`;
  return publishedAt > post.updated_at ? publishedAt : post.updated_at;
};

/** sitemaps.org XML: the public pages, then one entry per event page and per published news post. */
export function sitemapXml(origin: string, events: SitemapEvent[], news: SitemapNewsPost[] = []): string {
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PATHS.map((path) => entry(path === '/' ? `${origin}/` : `${origin}${path}`)),
    ...events.map((event) => entry(`${origin}/events/${event.id}`, lastmodOf(event.updated_at))),
    ...news.map((post) => entry(`${origin}/news/${post.slug}`, lastmodOf(newsLastmod(post)))),
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}

/** W3C datetime as sitemaps want it; a value that is not a date is left out rather than sent wrong. */
function lastmodOf(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Only `Disallow` lines: everything else is allowed by default, and a leading `Allow: /` makes some
 * parsers (first match wins) allow everything.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** How far ahead security.txt says it expires; RFC 9116 asks for less than a year. */
const SECURITY_TXT_VALID_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a security problem, from configuration. */
export function securityTxt(origin: string, contact: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function webManifest() {
  return {
    name: SITE.name,
    short_name: SITE.shortName,
    description: SITE.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}
