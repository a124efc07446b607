import { containsPattern } from '#server/modules/personal-data';
import type { ErasureSubject } from '#server/modules/personal-data';
import { sql } from 'kysely';
import type { Executor } from '#server/db/database';

/**
 * Counts one hit for `key` at `now` and answers the count of the key's window with the window's end. A
 * window begins at a subject's first hit and lasts the limit's length (`expiresAt` is `now` plus it); a hit
 * after the end begins a new one. One statement: PostgreSQL locks the row for the upsert and SQLite has one
 * writer, so simultaneous hits from any number of instances each get their own number. In the update, the
 * row's columns are its values before the hit on both engines. Times are ISO strings, which compare in order.
 */
export async function countHit(
  db: Executor,
  hit: { key: string; now: string; expiresAt: string },
): Promise<{ count: number; expiresAt: string }> {
  const current = sql<boolean>`rate_limits.expires_at > excluded.window_start`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: hit.key, window_start: hit.now, count: 1, expires_at: hit.expiresAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${current} then rate_limits.count + 1 else 1 end`,
        window_start: sql<string>`case when ${current} then rate_limits.window_start else excluded.window_start end`,
        expires_at: sql<string>`case when ${current} then rate_limits.expires_at else excluded.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), expiresAt: row.expires_at };
}

/** The count of `key` in its window that is still open at `now`, with the window's end (none: 0). */
export async function readCount(
  db: Executor,
  key: string,
  now: string,
): Promise<{ count: number; expiresAt: string | null }> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { count: Number(row.count), expiresAt: row.expires_at } : { count: 0, expiresAt: null };
}

/** Takes one hit back from the key's open window (a try that turned out to be allowed free). */
export async function uncountHit(db: Executor, key: string, now: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .where('count', '>', 0)
    .execute();
}

export async function deleteExpiredCounts(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}

/** Counters kept for the person's account or address (`<limit>:<id>`, `<limit>:<email>`). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('key')} like ${`%:${subject.id}`}`,
        sql<boolean>`${sql.ref('key')} like ${containsPattern(subject.email)} escape '\\'`,
      ]),
    )
    .execute();
}
