import type { Executor } from '#server/db/database';

/** The addresses of these people, by id. */
export async function listOwnerEmails(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}
