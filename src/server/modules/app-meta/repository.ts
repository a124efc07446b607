import type { Executor } from '#server/db/database';

export async function getMeta(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * Records `key` unless it is already there. Returns false when another process
 * got there first, so work guarded by it runs once even with several servers.
 */
export async function claimMeta(db: Executor, key: string, value: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('app_meta')
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
