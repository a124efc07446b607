import type { Executor } from '#server/db/database';

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
