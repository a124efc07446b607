import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NewsStatus } from '#common/news-constants';
import type { TableOwners } from '../table-owners';

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

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const newsTableOwners = {
  news_posts: 'features/news',
} as const satisfies TableOwners<NewsTables>;
