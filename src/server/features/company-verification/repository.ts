import type { VerificationStatus, Executor, NewCompanyVerificationRow } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** True when the user has a company verification request that the centre approved. */
export async function hasApprovedCompanyVerification(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

const COLUMNS = [
  'id',
  'user_id',
  'user_email',
  'company_name',
  'company_website',
  'linkedin_url',
  'social_media_url',
  'additional_info',
  'status',
  'submitted_at',
  'decided_at',
] as const;

/**
 * A verification request as the routes and the review show it (the columns of COLUMNS), with the name on the
 * requester's account: people are shown by name (docs/product.md#names).
 */
export type VerificationRequestRow = Awaited<ReturnType<typeof findVerificationById>> & {};

export function findVerificationById(db: Executor, id: number) {
  return db
    .selectFrom('company_verifications')
    .leftJoin('users', 'users.id', 'company_verifications.user_id')
    .select(COLUMNS.map((column) => `company_verifications.${column}` as const))
    .select('users.full_name as user_full_name')
    .where('company_verifications.id', '=', id)
    .executeTakeFirst();
}

/** The user's most recent request (the id breaks ties between requests made in the same millisecond). */
export function findLatestVerification(db: Executor, userId: number) {
  return db
    .selectFrom('company_verifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A pending or approved request of the user, which blocks a new one. */
export function findOpenVerification(db: Executor, userId: number) {
  return db
    .selectFrom('company_verifications')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
}

export async function insertVerification(
  db: Executor,
  row: Omit<NewCompanyVerificationRow, 'status'>,
): Promise<number> {
  const inserted = await db
    .insertInto('company_verifications')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Requests, newest first, each with the requester's name as people are shown (docs/product.md#names). */
export function listVerifications(db: Executor, status?: VerificationStatus) {
  let query = db
    .selectFrom('company_verifications')
    .leftJoin('users', 'users.id', 'company_verifications.user_id')
    .select(COLUMNS.map((column) => `company_verifications.${column}` as const))
    .select('users.full_name as user_full_name');
  if (status) query = query.where('company_verifications.status', '=', status);
  return query
    .orderBy('company_verifications.submitted_at', 'desc')
    .orderBy('company_verifications.id', 'desc')
    .execute();
}

/** Pending requests, oldest first, each with the name on the requester's account (the moderation queue). */
export function listPendingVerificationsWithNames(db: Executor) {
  return db
    .selectFrom('company_verifications')
    .innerJoin('users', 'users.id', 'company_verifications.user_id')
    .select(COLUMNS.map((column) => `company_verifications.${column}` as const))
    .select('users.full_name as user_full_name')
    .where('company_verifications.status', '=', 'pending')
    .orderBy('company_verifications.submitted_at', 'asc')
    .orderBy('company_verifications.id', 'asc')
    .execute();
}

/** Decides a pending request; false when it is not pending (any more). */
export async function decideVerification(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'declined'; decided_at: string; decided_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('company_verifications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('company_verifications')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'company-verifications', rows }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('company_verifications').where('user_id', '=', subject.id).execute();
}
