import type { Executor } from '#server/db/database';
import type { NewUserRow } from '#server/db/tables/accounts';

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
