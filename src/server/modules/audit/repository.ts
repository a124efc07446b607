import { sql } from 'kysely';
import { containsPattern, FORMER_MEMBER_NAME } from '#server/modules/personal-data';
import type { AuditLogRow, Executor, NewAuditLogRow } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export type AuditEntry = AuditLogRow;

export async function insertAuditEntry(db: Executor, entry: NewAuditLogRow): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Newest first, each with its actor's name when the address has an account; `before` (an id) pages backwards. */
export async function listAuditEntries(
  db: Executor,
  { limit, before }: { limit: number; before?: number },
): Promise<(AuditEntry & { actor_full_name: string | null })[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.email', 'audit_log.actor_email')
    .selectAll('audit_log')
    .select('users.full_name as actor_full_name')
    .orderBy('audit_log.id', 'desc')
    .limit(limit);
  if (before !== undefined) query = query.where('audit_log.id', '<', before);
  return query.execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('actor_user_id', '=', subject.id),
        eb.and([eb('subject_type', '=', 'user'), eb('subject_id', '=', String(subject.id))]),
      ]),
    )
    .orderBy('id')
    .execute();
  return [{ name: 'activity-log', rows }];
}

/**
 * The log keeps what was done, not by or to whom: the person's entries point at the former member, and a
 * summary that named them is replaced (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ actor_user_id: subject.formerMemberId, actor_email: FORMER_MEMBER_NAME })
    .where((eb) => eb.or([eb('actor_user_id', '=', subject.id), eb('actor_email', '=', subject.email)]))
    .execute();
  await db
    .updateTable('audit_log')
    .set({ subject_id: String(subject.formerMemberId) })
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', String(subject.id))
    .execute();
  for (const text of [subject.email, ...subject.names])
    await db
      .updateTable('audit_log')
      .set({ summary: ERASED_SUMMARY })
      .where(sql<boolean>`summary like ${containsPattern(text)} escape '\\'`)
      .execute();
}

const ERASED_SUMMARY = '(Removed: it named an account that was erased.)';
