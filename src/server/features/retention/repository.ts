import type { Executor } from '#server/db/database';

/** Records one purge of one kind of data by the daily run (docs/product.md#retention). */
export async function insertPurge(
  db: Executor,
  row: { kind: string; day: string; purged: number; ran_at: string },
): Promise<void> {
  await db.insertInto('retention_purges').values(row).execute();
}

/** The purge log, newest first. */
export function listPurges(db: Executor, limit: number) {
  return db
    .selectFrom('retention_purges')
    .select(['kind', 'day', 'purged', 'ran_at'])
    .orderBy('ran_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
