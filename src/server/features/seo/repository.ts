import type { Executor } from '#server/db/database';

/** Every event's address and last change, for the sitemap. */
export function listEventsForSitemap(db: Executor) {
  return db.selectFrom('events').select(['id', 'updated_at']).orderBy('id').execute();
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
