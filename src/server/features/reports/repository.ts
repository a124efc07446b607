import type { Executor, NewPostReportRow } from '#server/db/database';
import type { OpportunityKind } from '#common/opportunities-constants';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export function findReport(db: Executor, kind: OpportunityKind, postId: number, reporterId: number) {
  return db
    .selectFrom('post_reports')
    .select('id')
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
}

/** Stores a report; `established_by` says whether it counts towards hiding (docs/product.md#reports). */
export async function insertReport(db: Executor, row: NewPostReportRow): Promise<void> {
  await db.insertInto('post_reports').values(row).execute();
}

/**
 * Reports of one post no admin has dealt with yet, each from a different person (the unique index): all of
 * them, and those from accounts that were established when they reported (docs/product.md#reports).
 */
export async function countOpenReports(db: Executor, kind: OpportunityKind, postId: number) {
  const row = await db
    .selectFrom('post_reports')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('reports'),
      eb.fn.count<number | string>('established_by').as('established'),
    ])
    .where('kind', '=', kind)
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { all: Number(row.reports), established: Number(row.established) };
}

/**
 * What the site records of a reporter beyond the session (docs/product.md#reports): when the account was
 * made, whether the centre approved its company, and whether it has history — an approved post, an
 * application to a post, or an event registration it did not cancel.
 */
export async function findReporterRecord(db: Executor, userId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.created_at',
      eb
        .exists(
          eb
            .selectFrom('company_verifications')
            .select('id')
            .where('user_id', '=', userId)
            .where('status', '=', 'approved'),
        )
        .as('approved_company'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('ideas')
              .select('id')
              .where('owner_id', '=', userId)
              .where('status', '=', 'approved'),
          ),
          eb.exists(
            eb
              .selectFrom('projects')
              .select('id')
              .where('owner_id', '=', userId)
              .where('status', '=', 'approved'),
          ),
          eb.exists(
            eb
              .selectFrom('internships')
              .select('id')
              .where('owner_id', '=', userId)
              .where('status', '=', 'approved'),
          ),
          eb.exists(eb.selectFrom('post_applications').select('id').where('applicant_id', '=', userId)),
          eb.exists(
            eb
              .selectFrom('event_registrations')
              .select('id')
              .where('user_id', '=', userId)
              .where('status', '!=', 'cancelled'),
          ),
        ])
        .as('has_history'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return {
    createdAt: row.created_at,
    approvedCompany: Boolean(row.approved_company),
    hasHistory: Boolean(row.has_history),
  };
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
      'post_reports.established_by',
      'users.email as reporter_email',
      'users.full_name as reporter_name',
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

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('post_reports')
    .selectAll()
    .where('reporter_id', '=', subject.id)
    .execute();
  return [{ name: 'reports-you-made', rows }];
}

/** Their reports stay, by the former member: they count towards hiding a post (docs/product.md#reports). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .updateTable('post_reports')
    .set({ reporter_id: subject.formerMemberId })
    .where('reporter_id', '=', subject.id)
    .execute();
}
