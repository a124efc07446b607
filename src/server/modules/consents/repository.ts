import type { ConsentPurpose } from '#common/consents';
import type { Executor, NewConsentRecordRow } from '#server/db/database';
import type { DataSubject, PersonalRecords } from '#server/modules/personal-data';

export async function insertConsentRecords(db: Executor, rows: NewConsentRecordRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('consent_records').values(rows).execute();
}

/** The person's ledger, newest first: rows of their account and rows of their address (the newsletter's). */
export function consentRecordsOf(db: Executor, subject: DataSubject, limit?: number) {
  let query = db
    .selectFrom('consent_records')
    .select(['id', 'purpose', 'topic', 'action', 'via', 'detail', 'notice_version', 'recorded_at'])
    .where((eb) => eb.or([eb('user_id', '=', subject.id), eb('email', '=', subject.email)]))
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The latest 'given' line of each topic of one purpose for the person, by topic. */
export async function latestGiven(db: Executor, subject: DataSubject, purpose: ConsentPurpose) {
  const rows = await db
    .selectFrom('consent_records')
    .select(['topic', 'via', 'notice_version', 'recorded_at'])
    .where((eb) => eb.or([eb('user_id', '=', subject.id), eb('email', '=', subject.email)]))
    .where('purpose', '=', purpose)
    .where('action', '=', 'given')
    .orderBy('recorded_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.topic, row]));
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('consent_records')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', subject.id), eb('email', '=', subject.email)]))
    .orderBy('id', 'asc')
    .execute();
  return [{ name: 'consents', rows }];
}
