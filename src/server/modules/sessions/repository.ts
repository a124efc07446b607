import type { Executor } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export async function insertSession(
  db: Executor,
  session: { token_hash: string; user_id: number; created_at: string; expires_at: string },
) {
  await db
    .insertInto('sessions')
    .values({ ...session, last_seen_at: session.created_at })
    .execute();
}

export function findSessionWithUser(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.full_name',
      'users.phone',
      'users.location',
      'users.bio',
      'users.picture_url',
      'users.affiliation',
      'users.affiliation_email',
      'users.affiliation_verified_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, sessionId: number, now: string) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionById(db: Executor, sessionId: number) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string, idleBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'sessions', rows }];
}

/** Ends every session of the person (Delete my account, docs/product.md#delete-account). */
export async function endSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await endSessionsOf(db, subject.id);
}
