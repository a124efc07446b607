import { sql } from 'kysely';
import type { EventChangeKind, EventChangeRow, EventRow, Executor, NewEventRow } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export type { EventChangeRow, EventRow, NewEventRow };

/** Changes kept for clients that reconnect; an older Last-Event-ID gets a "refetch everything". */
export const CHANGE_LOG_RETAINED = 1000;
/** The PostgreSQL channel that wakes every instance's live feed. */
export const EVENT_CHANGES_CHANNEL = 'event_changes';
// Any constant works; it only has to be the same in every instance.
const CHANGE_LOCK_KEY = 4_242_001;

/** Every event, ordered by start date (then id): the public list, the sitemap, the calendar feed. */
export function listEvents(db: Executor): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().orderBy('start_date').orderBy('id').execute();
}

export function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEvent(db: Executor, row: NewEventRow): Promise<EventRow> {
  return db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateEvent(
  db: Executor,
  id: number,
  changes: Partial<NewEventRow>,
): Promise<EventRow | undefined> {
  return db.updateTable('events').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  return db.deleteFrom('events').where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Serialises writers of the change log until their transaction ends. On PostgreSQL two
 * transactions could otherwise take ids 5 and 6 and commit 6 first; a reader that saw 6 would
 * then skip 5 for ever. With the lock, ids become visible in order. SQLite has one writer anyway.
 */
export async function lockChangeLog(db: Executor, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${CHANGE_LOCK_KEY})`.execute(db);
}

/**
 * Records a change in the caller's transaction; on PostgreSQL the NOTIFY is delivered to every
 * listening instance when that transaction commits (and never if it rolls back).
 */
export async function recordEventChange(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  change: { eventId: number; kind: EventChangeKind; payload: string },
): Promise<number> {
  const row = await db
    .insertInto('event_changes')
    .values({
      event_id: change.eventId,
      kind: change.kind,
      payload: change.payload,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('event_changes')
    .where('id', '<=', row.id - CHANGE_LOG_RETAINED)
    .execute();
  if (dialect === 'postgres') {
    await sql`select pg_notify(${EVENT_CHANGES_CHANNEL}, ${String(row.id)})`.execute(db);
  }
  return row.id;
}

/** The changes after `afterId`, oldest first. */
export function listChangesAfter(db: Executor, afterId: number, limit: number): Promise<EventChangeRow[]> {
  return db
    .selectFrom('event_changes')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The newest change's id (0 when nothing has changed yet): the list's version for ETags. */
export async function latestChangeId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('event_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The oldest change still kept, to tell whether a Last-Event-ID can still be replayed. */
export async function oldestChangeId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('event_changes')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Subscribes a dedicated PostgreSQL connection to the change channel (see live-feed.ts). */
export async function listenForEventChanges(client: { query: (text: string) => Promise<unknown> }) {
  await client.query(`LISTEN ${EVENT_CHANGES_CHANNEL}`);
}

/** Per event: seats taken (registered or offered), people waiting, and people checked in. */
export interface RegistrationCounts {
  taken: number;
  waitlisted: number;
  attended: number;
}

export async function countRegistrations(
  db: Executor,
  eventIds: number[],
): Promise<Map<number, RegistrationCounts>> {
  const counts = new Map<number, RegistrationCounts>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .selectFrom('event_registrations')
    .select((eb) => [
      'event_id',
      'status',
      eb.fn.countAll<number>().as('people'),
      eb.fn.count<number>('checked_in_at').as('attended'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy(['event_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.event_id) ?? { taken: 0, waitlisted: 0, attended: 0 };
    const people = Number(row.people);
    if (row.status === 'registered' || row.status === 'offered') entry.taken += people;
    if (row.status === 'waitlisted') entry.waitlisted += people;
    entry.attended += Number(row.attended);
    counts.set(row.event_id, entry);
  }
  return counts;
}

/** The programme's schedule: the centre's events between a cohort's first and last day. */
export function eventsBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'start_date', 'location'])
    .where('start_date', '>=', from)
    .where('start_date', '<=', `${to}\uffff`)
    .orderBy('start_date')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Every event's address and last change, for the sitemap. */
export function listEventsForSitemap(db: Executor) {
  return db.selectFrom('events').select(['id', 'updated_at']).orderBy('id').execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const registrations = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  const feeds = await db
    .selectFrom('calendar_feeds')
    .select(['id', 'created_at'])
    .where('user_id', '=', subject.id)
    .execute();
  const certificates = await db
    .selectFrom('event_certificates')
    .select(['id', 'event_id', 'code', 'shown_name', 'role', 'issued_at', 'revoked_at', 'reissued_at'])
    .where('user_id', '=', subject.id)
    .execute();
  // The codes a reissue replaced, with the name each carried (docs/decisions/051-certificate-pdfs.md).
  const replacedCodes = await db
    .selectFrom('event_certificate_replaced_codes as r')
    .innerJoin('event_certificates as c', 'c.id', 'r.certificate_id')
    .select(['r.code', 'r.certificate_id', 'r.shown_name', 'r.replaced_at'])
    .where('c.user_id', '=', subject.id)
    .execute();
  return [
    { name: 'event-registrations', rows: registrations },
    { name: 'calendar-feeds', rows: feeds },
    { name: 'certificates', rows: certificates },
    { name: 'replaced-certificate-codes', rows: replacedCodes },
  ];
}

/**
 * Registrations for events that have begun stay, by the former member, as the count of who came; those for
 * events to come, the calendar feed and the certificates (which print the name) go
 * (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  const today = subject.now.toISOString().slice(0, 10);
  const begun = db.selectFrom('events').select('id').where('start_date', '<=', today);
  await db
    .updateTable('event_registrations')
    .set({ user_id: subject.formerMemberId, answer: '' })
    .where('user_id', '=', subject.id)
    .where('event_id', 'in', begun)
    .execute();
  await db.deleteFrom('event_registrations').where('user_id', '=', subject.id).execute();
  await db.deleteFrom('calendar_feeds').where('user_id', '=', subject.id).execute();
  await db.deleteFrom('event_certificates').where('user_id', '=', subject.id).execute();
}
