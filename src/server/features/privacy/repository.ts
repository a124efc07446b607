import type { Executor } from '#server/db/database';

/** The version in force: the highest published. */
export function findCurrentNotice(db: Executor) {
  return db
    .selectFrom('privacy_notices')
    .select(['version', 'published_at', 'sections'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertNotice(
  db: Executor,
  row: { version: number; published_at: string; sections: string },
): Promise<void> {
  await db.insertInto('privacy_notices').values(row).execute();
}
