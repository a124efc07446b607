import type { Executor } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

const COLUMNS = ['id', 'name', 'email', 'message', 'created_at'] as const;

/** A stored message as the admin list shows it (the columns of COLUMNS). */
export type ContactResponseListRow = Awaited<ReturnType<typeof findContactResponse>> & {};

export async function insertContactResponse(
  db: Executor,
  row: { name: string; email: string; message: string; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('contact_responses')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findContactResponse(db: Executor, id: number) {
  return db.selectFrom('contact_responses').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Newest first. */
export function listContactResponses(db: Executor, options: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_responses')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countContactResponses(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('contact_responses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteContactResponse(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_responses').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('contact_responses')
    .selectAll()
    .where('email', '=', subject.email)
    .execute();
  return [{ name: 'contact-messages', rows }];
}

/** docs/product.md#retention: deletes contact messages that arrived before `before`; answers how many. */
export async function deleteContactResponsesBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('contact_responses').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('contact_responses').where('email', '=', subject.email).execute();
}
