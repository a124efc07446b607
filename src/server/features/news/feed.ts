import { newsPagePath } from '#common/news-constants';
import { SITE } from '#common/site';
import type { NewsPostRow } from '#server/db/database';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

type FeedRow = Pick<NewsPostRow, 'slug' | 'title' | 'summary' | 'published_on' | 'updated_at'>;

/** RFC 4287 Atom: the published posts, newest first, each with its summary (docs/product.md#news). */
export function atomFeed(origin: string, rows: FeedRow[]): string {
  const feedUpdated = rows.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), '');
  const entries = rows.map((row) => {
    const url = `${origin}${newsPagePath(row.slug)}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(row.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${row.published_on}T00:00:00Z</published>`,
      `    <updated>${escapeXml(new Date(row.updated_at).toISOString())}</updated>`,
      `    <summary>${escapeXml(row.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
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
