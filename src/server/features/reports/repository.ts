import type { Executor, NewPostReportRow } from '#server/db/database';
import type { OpportunityKind } from '#common/opportunities-constants';

export function findReport(db: Executor, kind: OpportunityKind, postId: number, reporterId: number) {
  return db
    .selectFrom('post_reports')
    .select('id')
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
}

export async function insertReport(db: Executor, row: NewPostReportRow): Promise<void> {
  await db.insertInto('post_reports').values(row).execute();
}

/** Reports of one post no admin has dealt with yet, each from a different person (the unique index). */
export async function countOpenReports(db: Executor, kind: OpportunityKind, postId: number) {
  const row = await db
    .selectFrom('post_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('reports'))
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.reports);
}

/** Marks a post's open reports as dealt with (dismissed, or the post restored or removed). */
export async function resolveReports(db: Executor, kind: OpportunityKind, postId: number, at: string) {
  const result = await db
    .updateTable('post_reports')
    .set({ resolved_at: at })
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Open reports, oldest first, with the reporter's email, for the moderation queue. */
export function listOpenReports(db: Executor, limit: number) {
  return db
    .selectFrom('post_reports')
    .innerJoin('users', 'users.id', 'post_reports.reporter_id')
    .select([
      'post_reports.id',
      'post_reports.kind',
      'post_reports.post_id',
      'post_reports.reason',
      'post_reports.text',
      'post_reports.created_at',
      'users.email as reporter_email',
    ])
    .where('post_reports.resolved_at', 'is', null)
    .orderBy('post_reports.created_at', 'asc')
    .orderBy('post_reports.id', 'asc')
    .limit(limit)
    .execute();
}

/** One post's open reports, oldest first. */
export function openReportsOfPost(db: Executor, kind: OpportunityKind, postId: number) {
  return db
    .selectFrom('post_reports')
    .select(['reason', 'text', 'created_at'])
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
