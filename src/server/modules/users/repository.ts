import type { Executor } from '#server/db/database';

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
