import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/database';
import type { NewUserRow } from '#server/db/tables/accounts';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

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

/* ---------- Delete my account (docs/product.md#delete-account, docs/decisions/053-account-erasure.md) ---------- */

/** Marks the account for erasure at `eraseAfter` (ISO); a later confirmation keeps the first date. */
export async function markForErasure(db: Executor, id: number, eraseAfter: string): Promise<string> {
  await db
    .updateTable('users')
    .set({ erase_after: eraseAfter })
    .where('id', '=', id)
    .where('erase_after', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select('erase_after')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.erase_after ?? eraseAfter;
}

/** Clears a pending erasure; answers the date it was due, or null when the account was not marked. */
export async function cancelErasure(db: Executor, id: number): Promise<string | null> {
  const row = await db
    .updateTable('users')
    .set({ erase_after: null })
    .where('id', '=', id)
    .where('erase_after', 'is not', null)
    .returning('erase_after')
    .executeTakeFirst();
  // RETURNING gives the new value; the old one is not needed beyond "there was one".
  return row ? 'cancelled' : null;
}

/** The date a marked account will be erased, or null. */
export async function erasureDueAt(db: Executor, id: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('erase_after').where('id', '=', id).executeTakeFirst();
  return row?.erase_after ?? null;
}

/** Accounts whose grace period has ended by `now`, oldest first, locked against a sign-in that would cancel. */
export function accountsDueForErasure(db: Executor, now: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('erase_after', 'is not', null)
    .where('erase_after', '<=', now)
    .orderBy('erase_after')
    .orderBy('id')
    .execute();
}

/**
 * A new account that stands for one erased person in the records that stay for others: it names nobody
 * (its address is random and can receive no mail), and nothing links it back to the erased account.
 */
export async function insertFormerMember(db: Executor, fullName: string, now: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: `former-member-${randomUUID()}@erased.invalid`,
      full_name: fullName,
      phone: '',
      location: '',
      bio: '',
      picture_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes the account row itself, last: what still pointed at it went with it (cascades) or was moved. */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('users').where('id', '=', subject.id).execute();
}
