import { sql } from 'kysely';
import type { Executor, ReviewAssignmentUpdate } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** Holds the call's row until the transaction ends: two assignment runs of one call take turns. */
export async function lockCall(db: Executor, dialect: 'sqlite' | 'postgres', callId: number) {
  if (dialect === 'postgres') await sql`select id from calls where id = ${callId} for update`.execute(db);
}

export function findCall(db: Executor, callId: number) {
  return db
    .selectFrom('calls')
    .select(['id', 'title', 'closes_at', 'review_deadline'])
    .where('id', '=', callId)
    .executeTakeFirst();
}

/** The submitted applications of a call with their applicant. */
export function submittedApplications(db: Executor, callId: number) {
  return db
    .selectFrom('call_applications')
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .select([
      'call_applications.id',
      'call_applications.user_id',
      'call_applications.team_name',
      'users.email',
      'users.full_name',
    ])
    .where('call_applications.call_id', '=', callId)
    .where('call_applications.status', '=', 'submitted')
    .orderBy('call_applications.id')
    .execute();
}

export function conflictsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reviewer_conflicts')
    .select(['user_id', 'value'])
    .where('user_id', 'in', userIds)
    .execute();
}

export function assignmentsOfCall(db: Executor, callId: number) {
  return db
    .selectFrom('review_assignments')
    .select(['application_id', 'reviewer_id', 'status'])
    .where('call_id', '=', callId)
    .execute();
}

export async function insertAssignments(
  db: Executor,
  rows: {
    call_id: number;
    application_id: number;
    reviewer_id: number;
    assigned_by: string;
    assigned_at: string;
  }[],
) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('review_assignments')
      .values(
        rows
          .slice(start, start + 500)
          .map((row) => ({ ...row, status: 'assigned' as const, comment: '', note: '', scores_json: null })),
      )
      .execute();
  }
}

export function findCallForReview(db: Executor, callId: number) {
  return db
    .selectFrom('calls')
    .select(['id', 'title', 'closes_at', 'review_deadline', 'rubric_json'])
    .where('id', '=', callId)
    .executeTakeFirst();
}

/** Every assignment of a call with its reviewer, for the admin's overview and the ranking. */
export function assignmentsWithReviewers(db: Executor, callId: number) {
  return db
    .selectFrom('review_assignments')
    .innerJoin('users', 'users.id', 'review_assignments.reviewer_id')
    .select([
      'review_assignments.id',
      'review_assignments.application_id',
      'review_assignments.reviewer_id',
      'review_assignments.status',
      'review_assignments.scores_json',
      'review_assignments.comment',
      'review_assignments.conflict_reason',
      'users.email',
      'users.full_name',
    ])
    .where('review_assignments.call_id', '=', callId)
    .orderBy('review_assignments.id')
    .execute();
}

/** The submitted applications of a call with their decision, for the ranking. */
export function rankedApplications(db: Executor, callId: number) {
  return db
    .selectFrom('call_applications')
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .select([
      'call_applications.id',
      'call_applications.team_name',
      'call_applications.decision',
      'users.full_name',
      'users.email',
    ])
    .where('call_applications.call_id', '=', callId)
    .where('call_applications.status', '=', 'submitted')
    .orderBy('call_applications.id')
    .execute();
}

/** One application with its applicant and call, for a manual assignment. */
export function findApplicationForAssignment(db: Executor, applicationId: number) {
  return db
    .selectFrom('call_applications')
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .innerJoin('calls', 'calls.id', 'call_applications.call_id')
    .select([
      'call_applications.id',
      'call_applications.call_id',
      'call_applications.user_id',
      'call_applications.status',
      'call_applications.team_name',
      'users.email',
      'users.full_name',
      'calls.title as call_title',
      'calls.review_deadline',
    ])
    .where('call_applications.id', '=', applicationId)
    .executeTakeFirst();
}

export function findAssignment(db: Executor, id: number) {
  return db
    .selectFrom('review_assignments')
    .innerJoin('call_applications', 'call_applications.id', 'review_assignments.application_id')
    .innerJoin('users', 'users.id', 'review_assignments.reviewer_id')
    .select([
      'review_assignments.id',
      'review_assignments.call_id',
      'review_assignments.application_id',
      'review_assignments.reviewer_id',
      'review_assignments.status',
      'call_applications.team_name',
      'users.email',
    ])
    .where('review_assignments.id', '=', id)
    .executeTakeFirst();
}

/** Deletes an assignment that has no review yet; true when it did. */
export async function deleteOpenAssignment(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('review_assignments')
    .where('id', '=', id)
    .where('status', '!=', 'reviewed')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Reviewers with open (assigned, not reviewed) applications in a call, with how many. */
export async function reviewersWithOpenReviews(db: Executor, callId: number) {
  const rows = await db
    .selectFrom('review_assignments')
    .innerJoin('users', 'users.id', 'review_assignments.reviewer_id')
    .select([
      'users.id',
      'users.email',
      'users.full_name',
      (eb) => eb.fn.countAll<number | string>().as('open'),
    ])
    .where('review_assignments.call_id', '=', callId)
    .where('review_assignments.status', '=', 'assigned')
    .groupBy(['users.id', 'users.email', 'users.full_name'])
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({ ...row, open: Number(row.open) }));
}

/** Changes the reviewer's own assignment unless it was returned as a conflict; true when it changed. */
export async function updateOwnAssignment(
  db: Executor,
  id: number,
  reviewerId: number,
  changes: ReviewAssignmentUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('review_assignments')
    .set(changes)
    .where('id', '=', id)
    .where('reviewer_id', '=', reviewerId)
    .where('status', '!=', 'conflict')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('review_assignments')
    .selectAll()
    .where('reviewer_id', '=', subject.id)
    .execute();
  return [{ name: 'reviews-you-wrote', rows }];
}

/** Reviews they wrote stay, by the former member: the scores still count (docs/product.md#delete-account). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .updateTable('review_assignments')
    .set({ reviewer_id: subject.formerMemberId })
    .where('reviewer_id', '=', subject.id)
    .execute();
}
