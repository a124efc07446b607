import type { Executor } from '#server/db/database';
import type { AuditLogTable } from '#server/db/tables/audit';
import type { Insertable, Selectable } from 'kysely';

export type AuditEntry = Selectable<AuditLogTable>;

export async function insertAuditEntry(db: Executor, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Newest first; `before` (an id) pages backwards. */
export async function listAuditEntries(
  db: Executor,
  { limit, before }: { limit: number; before?: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.execute();
}
