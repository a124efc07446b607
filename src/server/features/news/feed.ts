import { newsPagePath } from '#common/news-constants';
import { SITE } from '#common/site';
import type { NewsPostRow } from '#server/db/database';
import { renderMarkdown } from './markdown';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

type FeedRow = Pick<
  NewsPostRow,
  'slug' | 'title' | 'summary' | 'body' | 'published_on' | 'created_at' | 'updated_at'
>;

/** A save within this long of the post's creation is its writing, not a later change. */
const EDIT_AFTER_MS = 60_000;

/**
 * When an entry last changed in a way worth telling readers: the day it was published, or a later edit. A post
 * written ahead of its day and never edited since says its publish day, not the moment it was typed.
 */
export function entryUpdated(row: Pick<FeedRow, 'published_on' | 'created_at' | 'updated_at'>): string {
  const published = `${row.published_on}T00:00:00.000Z`;
  const edited = Date.parse(row.updated_at) - Date.parse(row.created_at) > EDIT_AFTER_MS;
  const updated = edited ? new Date(row.updated_at).toISOString() : published;
  return updated > published ? updated : published;
}

/**
 * RFC 4287 Atom: the published posts, newest first, each with its summary and its whole text as HTML
 * (docs/product.md#news); relative links in the text resolve against the site (`xml:base`).
 */
export function atomFeed(origin: string, rows: FeedRow[]): string {
  const updatedOf = rows.map(entryUpdated);
  const feedUpdated = updatedOf.reduce((latest, updated) => (updated > latest ? updated : latest), '');
  const entries = rows.map((row, index) => {
    const url = `${origin}${newsPagePath(row.slug)}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(row.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${row.published_on}T00:00:00Z</published>`,
      `    <updated>${updatedOf[index]}</updated>`,
      `    <summary>${escapeXml(row.summary)}</summary>`,
      `    <content type="html">${escapeXml(renderMarkdown(row.body))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="${escapeXml(`${origin}/`)}">`,
    `  <id>${escapeXml(`${origin}/news`)}</id>`,
    `  <title>${escapeXml(`${SITE.name}: News`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/news.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/news`)}"/>`,
    `  <updated>${escapeXml(new Date(feedUpdated || 0).toISOString())}</updated>`,
    `  <author><name>${escapeXml(SITE.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
