import type { AuditLogRow, Executor, NewAuditLogRow } from '#server/db/database';

export type AuditEntry = AuditLogRow;

export async function insertAuditEntry(db: Executor, entry: NewAuditLogRow): Promise<void> {
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
