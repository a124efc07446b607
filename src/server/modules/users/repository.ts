import type { Executor } from '#server/db/database';
import type { NewUserRow } from '#server/db/tables/accounts';
import type { DataSubject, PersonalRecords } from '#server/modules/personal-data';

const USER_COLUMNS = [
  'id',
  'email',
  'full_name',
  'phone',
  'location',
  'bio',
  'picture_url',
  'affiliation',
  'affiliation_email',
  'affiliation_verified_at',
  'last_sign_in_at',
] as const;

export function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

/**
 * Stores many new users in one statement (seeds of tests and benchmarks) and answers their ids by address,
 * read back afterwards since neither engine promises the order of a multi-row RETURNING.
 */
export async function insertUsersReturningIds(
  db: Executor,
  rows: NewUserRow[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await db.insertInto('users').values(rows).execute();
  const stored = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      rows.map((row) => row.email),
    )
    .execute();
  return new Map(stored.map((row) => [row.email, row.id]));
}

/** Creates the user unless one with this email exists (two first sign-ins at once make one user). */
export async function insertUserIfMissing(
  db: Executor,
  user: { email: string; full_name: string; picture_url: string | null; now: string },
) {
  await db
    .insertInto('users')
    .values({
      email: user.email,
      full_name: user.full_name,
      phone: '',
      location: '',
      bio: '',
      picture_url: user.picture_url,
      created_at: user.now,
      updated_at: user.now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function recordSignIn(
  db: Executor,
  id: number,
  changes: { last_sign_in_at: string; full_name?: string; picture_url?: string },
) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function updateUserProfile(
  db: Executor,
  id: number,
  changes: { full_name?: string; phone?: string; location?: string; bio?: string },
  now: string,
) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Holds the person's row until the transaction ends (a cap counted per person: two saves cannot both pass it). */
export async function lockUserRow(db: Executor, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/* ---------- the work profile's university affiliation (docs/product.md#work-profile) ---------- */

export function findAffiliation(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['affiliation', 'affiliation_email', 'affiliation_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The account, other than `userId`, that this university address already verifies, if any. */
export async function otherAccountWithAffiliation(db: Executor, email: string, userId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('affiliation_email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
}

/** Records a university affiliation proven by a code sent to `email`. */
export async function saveAffiliation(
  db: Executor,
  userId: number,
  affiliation: { role: 'student' | 'professor'; email: string; verifiedAt: string },
) {
  await db
    .updateTable('users')
    .set({
      affiliation: affiliation.role,
      affiliation_email: affiliation.email,
      affiliation_verified_at: affiliation.verifiedAt,
      updated_at: affiliation.verifiedAt,
    })
    .where('id', '=', userId)
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db.selectFrom('users').selectAll().where('id', '=', subject.id).execute();
  return [{ name: 'account', rows }];
}
