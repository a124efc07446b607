import { sql } from 'kysely';
import type {
  EventRegistrationRow,
  EventRow,
  Executor,
  MessageGroup,
  NewEventMessageRow,
  RegistrationStatus,
} from '#server/db/database';

/**
 * Holds the event's row until the transaction ends, so counting seats and taking one are one step for
 * every writer of this event (docs/product.md#event-registration). SQLite has one writer anyway.
 */
export async function lockEventRow(db: Executor, dialect: 'sqlite' | 'postgres', eventId: number) {
  if (dialect === 'postgres') await sql`select id from events where id = ${eventId} for update`.execute(db);
}

/** lockEventRow and reading the event in one statement: the row as it is under the lock. */
export function findEventForUpdate(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  eventId: number,
): Promise<EventRow | undefined> {
  const query = db.selectFrom('events').selectAll().where('id', '=', eventId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Seats taken, people waiting and the last arrival number of an event, read once under its lock. */
export interface SeatState {
  taken: number;
  waiting: number;
  lastQueueNumber: number;
}

export async function readSeatState(db: Executor, eventId: number): Promise<SeatState> {
  const rows = await db
    .selectFrom('event_registrations')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('people'),
      eb.fn.max('queue_number').as('last'),
    ])
    .where('event_id', '=', eventId)
    .groupBy('status')
    .execute();
  const state: SeatState = { taken: 0, waiting: 0, lastQueueNumber: 0 };
  for (const row of rows) {
    if (row.status === 'waitlisted') state.waiting += Number(row.people);
    else if (row.status === 'registered' || row.status === 'offered') state.taken += Number(row.people);
    state.lastQueueNumber = Math.max(state.lastQueueNumber, Number(row.last ?? 0));
  }
  return state;
}

export function findRegistration(db: Executor, eventId: number, userId: number) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findRegistrationById(db: Executor, id: number) {
  return db.selectFrom('event_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Seats taken (registered or offered) and people waiting, for one event. */
export async function seatCounts(db: Executor, eventId: number): Promise<{ taken: number; waiting: number }> {
  const rows = await db
    .selectFrom('event_registrations')
    .select((eb) => ['status', eb.fn.countAll<number>().as('people')])
    .where('event_id', '=', eventId)
    .where('status', 'in', ['registered', 'offered', 'waitlisted'])
    .groupBy('status')
    .execute();
  let taken = 0;
  let waiting = 0;
  for (const row of rows) {
    if (row.status === 'waitlisted') waiting += Number(row.people);
    else taken += Number(row.people);
  }
  return { taken, waiting };
}

/** The next arrival number of an event (its waitlist order). */
export async function nextQueueNumber(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.max('queue_number').as('last'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertRegistration(
  db: Executor,
  row: Omit<EventRegistrationRow, 'id' | 'offer_expires_at' | 'checked_in_at' | 'checked_in_by'>,
): Promise<EventRegistrationRow> {
  return db.insertInto('event_registrations').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateRegistration(
  db: Executor,
  id: number,
  changes: Partial<Omit<EventRegistrationRow, 'id' | 'event_id' | 'user_id'>>,
): Promise<EventRegistrationRow> {
  return db
    .updateTable('event_registrations')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The first person waiting for a seat at an event. */
export function firstWaiting(db: Executor, eventId: number) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('queue_number')
    .limit(1)
    .executeTakeFirst();
}

/** How many people wait ahead of this queue number, plus one: the person's waitlist position. */
export async function waitlistPosition(db: Executor, eventId: number, queueNumber: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .where('queue_number', '<', queueNumber)
    .executeTakeFirst();
  return Number(row?.ahead ?? 0) + 1;
}

/** A person's registrations with their events, soonest event first. */
export function listRegistrationsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id',
      'r.event_id',
      'r.user_id',
      'r.status',
      'r.answer',
      'r.queue_number',
      'r.check_in_code',
      'r.offer_expires_at',
      'r.checked_in_at',
      'r.created_at',
      'e.name as event_name',
      'e.start_date as event_start_date',
      'e.end_date as event_end_date',
      'e.time as event_time',
      'e.location as event_location',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('e.start_date')
    .orderBy('r.id')
    .execute();
}

/** The people of an event in the given states, in arrival order, with their name and address. */
export function listRegistrantsOfEvent(db: Executor, eventId: number, statuses: RegistrationStatus[]) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.status', 'r.queue_number', 'u.email', 'u.full_name'])
    .where('r.event_id', '=', eventId)
    .where('r.status', 'in', statuses)
    .orderBy('r.queue_number')
    .execute();
}

export function findUserContact(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** An event's registrations with the registrant's name and address: what the admin lists and check-in read. */
function registrantsOf(db: Executor, eventId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.status',
      'r.queue_number',
      'r.answer',
      'r.offer_expires_at',
      'r.checked_in_at',
      'r.created_at',
      'u.email',
      'u.full_name',
    ])
    .where('r.event_id', '=', eventId);
}

/** Everyone who registered for an event (any state), in arrival order, with name and address. */
export function listAllRegistrants(db: Executor, eventId: number) {
  return registrantsOf(db, eventId).orderBy('r.queue_number').execute();
}

export function findByCheckInCode(db: Executor, eventId: number, code: string) {
  return registrantsOf(db, eventId).where('r.check_in_code', '=', code).executeTakeFirst();
}

/** Checks a registered person in, once: false when someone else already did (simultaneous staff). */
export async function markCheckedIn(db: Executor, id: number, now: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('event_registrations')
    .set({ checked_in_at: now, checked_in_by: by, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'registered')
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An event's registrations in the given states, in arrival order. */
export function listRegistrationsInStates(db: Executor, eventId: number, statuses: RegistrationStatus[]) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', statuses)
    .orderBy('queue_number')
    .execute();
}

/**
 * Events registering on the site that have not ended and whose seats taken (registered or offered) reach
 * `share` of their capacity, for the moderation queue (docs/product.md#moderation-queue).
 */
export function listNearlyFullEvents(db: Executor, today: string, share: number) {
  return db
    .selectFrom('events')
    .innerJoin('event_registrations', 'event_registrations.event_id', 'events.id')
    .select((eb) => [
      'events.id',
      'events.name',
      'events.attendees',
      'events.start_date',
      'events.location',
      eb.fn.countAll<number | string>().as('taken'),
      eb.fn.max('event_registrations.created_at').as('last_registered_at'),
    ])
    .where('events.registration_mode', '=', 'site')
    .where('events.end_date', '>=', today)
    .where('events.attendees', '>', 0)
    .where('event_registrations.status', 'in', ['registered', 'offered'])
    .groupBy(['events.id', 'events.name', 'events.attendees', 'events.start_date', 'events.location'])
    .having((eb) => eb(eb.fn.countAll(), '>=', sql<number>`${sql.lit(share)} * events.attendees`))
    .orderBy('events.start_date', 'asc')
    .execute();
}

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The people of an event an admin writes to, once each (one registration per person and event). */
export function listMessageRecipients(db: Executor, eventId: number, group: MessageGroup) {
  let query = db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.email'])
    .where('r.event_id', '=', eventId);
  if (group === 'registered') query = query.where('r.status', '=', 'registered');
  if (group === 'waitlisted') query = query.where('r.status', 'in', ['waitlisted', 'offered']);
  if (group === 'attended') query = query.where('r.checked_in_at', 'is not', null);
  if (group === 'no_shows')
    query = query.where('r.status', '=', 'registered').where('r.checked_in_at', 'is', null);
  return query.orderBy('r.queue_number').execute();
}

export function findEventMessage(db: Executor, requestKey: string) {
  return db.selectFrom('event_messages').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

export function insertEventMessage(db: Executor, row: NewEventMessageRow) {
  return db.insertInto('event_messages').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findCalendarFeed(db: Executor, userId: number) {
  return db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
}

/** Gives the person a new feed token, replacing (and so revoking) the one they had. */
export async function replaceCalendarFeed(db: Executor, userId: number, token: string, now: string) {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await db.insertInto('calendar_feeds').values({ user_id: userId, token, created_at: now }).execute();
}

export async function deleteCalendarFeed(db: Executor, userId: number) {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The events where the feed token's owner holds a seat (registered, attended or offered), by start date. */
export function listFeedEvents(db: Executor, token: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('event_registrations as r', 'r.user_id', 'f.user_id')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .selectAll('e')
    .where('f.token', '=', token)
    .where('r.status', 'in', ['registered', 'offered'])
    .orderBy('e.start_date')
    .orderBy('e.id')
    .execute();
}

export function calendarFeedExists(db: Executor, token: string) {
  return db.selectFrom('calendar_feeds').select('id').where('token', '=', token).executeTakeFirst();
}

/**
 * docs/product.md#retention: empties the answers people gave when registering for events whose last day
 * is before `endedBefore` (a calendar date); the registration itself stays (attendance, certificates).
 * Answers how many registrations lost their answer.
 */
export async function clearRegistrationAnswers(db: Executor, endedBefore: string): Promise<number> {
  const result = await db
    .updateTable('event_registrations')
    .set({ answer: '' })
    .where('answer', '<>', '')
    .where('event_id', 'in', (eb) => eb.selectFrom('events').select('id').where('end_date', '<', endedBefore))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
