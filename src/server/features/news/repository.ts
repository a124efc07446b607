import { sql } from 'kysely';
import type { Executor, NewNewsPostRow, NewsPostUpdate } from '#server/db/database';

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'image_key',
  'published_on',
  'created_at',
  'updated_at',
] as const;
const ADMIN_COLUMNS = [...SUMMARY_COLUMNS, 'body', 'status'] as const;

/**
 * Published posts whose publish date has come (`today`, the centre's calendar date), newest first: what the
 * public list, the feed and the home strip show. A post dated later stays hidden until its day
 * (docs/product.md#news).
 */
export function listPublishedNews(db: Executor, today: string, limit = 100) {
  return db
    .selectFrom('news_posts')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('status', '=', 'published')
    .where('published_on', '<=', today)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Public posts whose title, summary or text contains `phrase` (any case), newest first: the candidates for
 * "in the news" on a startup's page (docs/product.md#startup-pages); the caller keeps whole-word matches.
 */
export function listPublishedNewsContaining(db: Executor, phrase: string, today: string, limit: number) {
  const pattern = `%${phrase.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const contains = (column: 'title' | 'summary' | 'body') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('news_posts')
    .select(['slug', 'title', 'summary', 'body', 'published_on'])
    .where('status', '=', 'published')
    .where('published_on', '<=', today)
    .where((eb) => eb.or([contains('title'), contains('summary'), contains('body')]))
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findPublishedNews(db: Executor, slug: string, today: string) {
  return db
    .selectFrom('news_posts')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .where('published_on', '<=', today)
    .executeTakeFirst();
}

/** Every post, drafts included, newest first (the admin's list). */
export function listAllNews(db: Executor) {
  return db
    .selectFrom('news_posts')
    .select(ADMIN_COLUMNS)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findNews(db: Executor, id: number) {
  return db.selectFrom('news_posts').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Executor, row: NewNewsPostRow): Promise<number> {
  const inserted = await db.insertInto('news_posts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateNews(db: Executor, id: number, changes: NewsPostUpdate) {
  await db.updateTable('news_posts').set(changes).where('id', '=', id).execute();
}

export async function deleteNews(db: Executor, id: number) {
  await db.deleteFrom('news_posts').where('id', '=', id).execute();
}

/** Every public news post's address and last change; drafts and posts dated after `today` have no page yet. */
export function listNewsForSitemap(db: Executor, today: string) {
  return db
    .selectFrom('news_posts')
    .select(['slug', 'updated_at', 'published_on'])
    .where('status', '=', 'published')
    .where('published_on', '<=', today)
    .orderBy('published_on', 'desc')
    .execute();
}
