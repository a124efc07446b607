import type { AdminNewsPost, NewsPost, NewsSummary } from '#common/news';
import type { Executor, NewsPostRow } from '#server/db/database';
import { withImageRefs } from '#server/modules/media';
import { entryUpdated } from './feed';
import { renderMarkdown } from './markdown';

type SummaryRow = Pick<NewsPostRow, 'slug' | 'title' | 'summary' | 'image_key' | 'published_on'>;

/** Rows as the lists show them, each with its cover picture. */
export async function toSummaries<Row extends SummaryRow>(
  db: Executor,
  rows: Row[],
): Promise<(NewsSummary & { row: Row })[]> {
  return withImageRefs(
    db,
    rows,
    (row) => row.image_key,
    (row, cover) => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      cover,
      publishedOn: row.published_on,
      row,
    }),
  );
}

export async function toPost(
  db: Executor,
  row: SummaryRow & Pick<NewsPostRow, 'body' | 'created_at' | 'updated_at'>,
): Promise<NewsPost> {
  const [summary] = await toSummaries(db, [row]);
  const { row: _row, ...rest } = summary!;
  return { ...rest, bodyHtml: renderMarkdown(row.body), updatedAt: entryUpdated(row) };
}

export async function toAdminPosts(
  db: Executor,
  rows: (SummaryRow & Pick<NewsPostRow, 'id' | 'body' | 'status'>)[],
): Promise<AdminNewsPost[]> {
  return (await toSummaries(db, rows)).map(({ row, ...summary }) => ({
    ...summary,
    id: row.id,
    status: row.status,
    body: row.body,
  }));
}
