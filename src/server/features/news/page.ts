import { jsonForScript, largestImageUrl, previewImageTags } from '#server/lib/page-head';
import {
  formatNewsDate,
  NEWS_SLUG_PATTERN,
  newsPagePath,
  type NewsPost,
  type NewsSummary,
} from '#common/news';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { SITE } from '#common/site';
import type { Database } from '#server/db/database';
import { escapeHtml } from '#server/modules/mail';
import { findPublishedNews, listPublishedNews } from './repository';
import { toPost, toSummaries } from './views';

/** The published post behind /news/:slug, or null (drafts and posts dated after `today` have no public page). */
export async function findNewsForPage(db: Database, slug: string, today: string): Promise<NewsPost | null> {
  if (slug.length > 80 || !NEWS_SLUG_PATTERN.test(slug)) return null;
  const row = await findPublishedNews(db, slug, today);
  return row ? toPost(db, row) : null;
}

/** GET /api/news's items, and what /news is rendered with: the published posts, newest first. */
export async function loadNewsList(db: Database, today: string): Promise<NewsSummary[]> {
  return (await toSummaries(db, await listPublishedNews(db, today))).map(
    ({ row: _row, ...summary }) => summary,
  );
}

/** schema.org Article for search engines. */
export function newsStructuredData(post: NewsSummary & { updatedAt?: string }, publicUrl: string) {
  const cover = largestImageUrl(post.cover, publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedOn,
    dateModified: post.updatedAt,
    image: cover ? [cover] : undefined,
    url: `${publicUrl}${newsPagePath(post.slug)}`,
    mainEntityOfPage: `${publicUrl}${newsPagePath(post.slug)}`,
    author: { '@type': 'Organization', name: SITE.name, url: publicUrl },
    publisher: { '@type': 'Organization', name: SITE.name, url: publicUrl },
  };
}

/** The <head> of a post's page: title, description, canonical, Open Graph (article), Twitter, JSON-LD. */
export function newsHead(post: NewsPost, publicUrl: string): string {
  const url = `${publicUrl}${newsPagePath(post.slug)}`;
  const cover = largestImageUrl(post.cover, publicUrl);
  const attr = (text: string) => escapeHtml(text);
  return [
    `<title>${escapeHtml(`${post.title} | ${SITE.name}`)}</title>`,
    `<meta name="description" content="${attr(post.summary)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${attr(`${SITE.name}: News`)}" href="${attr(`${publicUrl}/news.xml`)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${attr(SITE.name)}" />`,
    `<meta property="og:title" content="${attr(post.title)}" />`,
    `<meta property="og:description" content="${attr(post.summary)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="article:published_time" content="${attr(post.publishedOn)}" />`,
    `<meta property="article:modified_time" content="${attr(post.updatedAt)}" />`,
    ...previewImageTags(post.cover, post.title, publicUrl, attr),
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(post.title)}" />`,
    `<meta name="twitter:description" content="${attr(post.summary)}" />`,
    ...(cover ? [`<meta name="twitter:image" content="${attr(cover)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(newsStructuredData(post, publicUrl))}</script>`,
  ].join('\n    ');
}

/** /news for search engines: the posts as a schema.org ItemList of Articles, in the page's head. */
export function newsListStructuredData(posts: NewsSummary[], publicUrl: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: posts.map((post, index) => {
      const { '@context': _context, ...article } = newsStructuredData(post, publicUrl);
      return { '@type': 'ListItem', position: index + 1, item: article };
    }),
  };
  return `<script type="application/ld+json">${jsonForScript(list)}</script>`;
}

/** The post itself in the page's HTML, read before any script runs; the app renders over it. */
export function newsPreviewHtml(post: NewsPost): string {
  return [
    `<div ${SERVER_PREVIEW_ATTRIBUTE} class="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">`,
    '<p class="mb-6"><a href="/news" class="font-semibold text-brand-dark hover:underline">← All news</a></p>',
    '<article>',
    `<h1 class="text-3xl font-bold break-words text-ink">${escapeHtml(post.title)}</h1>`,
    `<p class="mt-3 text-slate-600"><time datetime="${escapeHtml(post.publishedOn)}">${escapeHtml(formatNewsDate(post.publishedOn))}</time></p>`,
    `<div class="news-body mt-6">${post.bodyHtml}</div>`,
    '</article>',
    '</div>',
  ].join('');
}
