import { containsPattern } from '#server/modules/personal-data';
import type { ErasureSubject } from '#server/modules/personal-data';
import { sql } from 'kysely';
import type { Executor } from '#server/db/database';

/**
 * Counts one hit for `key` in the window that began at `windowStart` and answers the window's count with
 * it. One statement: PostgreSQL locks the row for the upsert and SQLite has one writer, so simultaneous
 * hits from any number of instances each get their own number.
 */
export async function countHit(
  db: Executor,
  hit: { key: string; windowStart: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: hit.key, window_start: hit.windowStart, count: 1, expires_at: hit.expiresAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<string>`excluded.window_start`,
        expires_at: sql<string>`excluded.expires_at`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of `key` in the window that began at `windowStart` (0 when none was counted). */
export async function readCount(db: Executor, key: string, windowStart: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Takes one hit back from the window (a try that turned out to be allowed free). */
export async function uncountHit(db: Executor, key: string, windowStart: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
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
