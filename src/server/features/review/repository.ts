import type { Executor } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** A reviewer's queue: every application assigned to them that they have not returned, call by call. */
export function queueOf(db: Executor, reviewerId: number) {
  return db
    .selectFrom('review_assignments')
    .innerJoin('call_applications', 'call_applications.id', 'review_assignments.application_id')
    .innerJoin('calls', 'calls.id', 'review_assignments.call_id')
    .select([
      'review_assignments.id',
      'review_assignments.call_id',
      'review_assignments.application_id',
      'review_assignments.status',
      'review_assignments.reviewed_at',
      'call_applications.team_name',
      'calls.title as call_title',
      'calls.blind',
      'calls.review_deadline',
    ])
    .where('review_assignments.reviewer_id', '=', reviewerId)
    .where('review_assignments.status', '!=', 'conflict')
    .orderBy('review_assignments.call_id', 'desc')
    .orderBy('review_assignments.id')
    .execute();
}

/** One assignment with its application and call, only when it is `reviewerId`'s (anyone else's: undefined). */
export function findOwnAssignment(db: Executor, id: number, reviewerId: number) {
  return db
    .selectFrom('review_assignments')
    .innerJoin('call_applications', 'call_applications.id', 'review_assignments.application_id')
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .innerJoin('calls', 'calls.id', 'review_assignments.call_id')
    .select([
      'review_assignments.id',
      'review_assignments.call_id',
      'review_assignments.application_id',
      'review_assignments.status',
      'review_assignments.scores_json',
      'review_assignments.comment',
      'review_assignments.note',
      'call_applications.team_name',
      'call_applications.stage',
      'call_applications.description',
      'call_applications.team_size',
      'call_applications.website',
      'call_applications.answers_json',
      'users.full_name as applicant_name',
      'calls.title as call_title',
      'calls.blind',
      'calls.review_deadline',
      'calls.rubric_json',
      'calls.questions_json',
    ])
    .where('review_assignments.id', '=', id)
    .where('review_assignments.reviewer_id', '=', reviewerId)
    .executeTakeFirst();
}

export async function declaredConflicts(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reviewer_conflicts')
    .select('value')
    .where('user_id', '=', userId)
    .orderBy('value')
    .execute();
  return rows.map((row) => row.value);
}

export async function replaceConflicts(db: Executor, userId: number, values: string[], now: string) {
  await db.deleteFrom('reviewer_conflicts').where('user_id', '=', userId).execute();
  if (values.length > 0)
    await db
      .insertInto('reviewer_conflicts')
      .values(values.map((value) => ({ user_id: userId, value, created_at: now })))
      .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('reviewer_conflicts')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'reviewer-conflicts', rows }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('reviewer_conflicts').where('user_id', '=', subject.id).execute();
}
