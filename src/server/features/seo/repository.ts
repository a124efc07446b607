import type { Executor } from '#server/db/database';

/** Every event's address and last change, for the sitemap. */
export function listEventsForSitemap(db: Executor) {
  return db.selectFrom('events').select(['id', 'updated_at']).orderBy('id').execute();
}
