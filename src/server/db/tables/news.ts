import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NewsStatus } from '#common/news-constants';

/** Migration 0024: a news post; `body` is the Markdown the admin wrote. */
export interface NewsPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image_key: string | null;
  status: NewsStatus;
  /** The calendar date shown and sorted by (YYYY-MM-DD). */
  published_on: string;
  created_at: string;
  updated_at: string;
}
export type NewsPostRow = Selectable<NewsPostsTable>;
export type NewNewsPostRow = Insertable<NewsPostsTable>;
export type NewsPostUpdate = Updateable<NewsPostsTable>;

export interface NewsTables {
  news_posts: NewsPostsTable;
}
