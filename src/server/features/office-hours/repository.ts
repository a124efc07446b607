import { sql } from 'kysely';
import type {
  Executor,
  NewOfficeHoursBookingRow,
  NewOfficeHoursSlotRow,
  NewOfficeHoursWindowRow,
  OfficeHoursBookingUpdate,
  OfficeHoursSettingsRow,
} from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// Mentor office hours (docs/product.md#office-hours): all of the feature's SQL.

export function findSettings(db: Executor, userId: number) {
  return db.selectFrom('office_hours_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertSettings(db: Executor, row: OfficeHoursSettingsRow) {
  const { user_id: _id, ...changes } = row;
  await db
    .insertInto('office_hours_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The public mentor card with this address, if any. */
export async function findMentorCardByEmail(db: Executor, email: string) {
  const row = await db
    .selectFrom('mentors')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Serialises every booking change of one mentor: the slot check, the weekly and per-startup limits and
 * the insert all happen while this row is held (a no-op write takes the row lock on PostgreSQL; SQLite
 * runs one write transaction at a time).
 */
export async function lockMentor(db: Executor, mentorId: number) {
  await db
    .updateTable('office_hours_settings')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', mentorId)
    .execute();
}

export function listWindows(db: Executor, mentorId: number) {
  return db
    .selectFrom('office_hours_windows')
    .selectAll()
    .where('mentor_id', '=', mentorId)
    .orderBy('date')
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
}

export function insertWindow(db: Executor, row: NewOfficeHoursWindowRow) {
  return db.insertInto('office_hours_windows').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Removes a window: its free slots go, slots that carry a booking stay without it. */
export async function deleteWindow(db: Executor, mentorId: number, windowId: number): Promise<boolean> {
  await db
    .deleteFrom('office_hours_slots')
    .where('window_id', '=', windowId)
    .where('mentor_id', '=', mentorId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('office_hours_bookings')
            .select('office_hours_bookings.id')
            .whereRef('office_hours_bookings.slot_id', '=', 'office_hours_slots.id'),
        ),
      ),
    )
    .execute();
  const result = await db
    .deleteFrom('office_hours_windows')
    .where('id', '=', windowId)
    .where('mentor_id', '=', mentorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Stores generated slots; a start already stored keeps its id (and joins the new window if it had lost its own). */
export async function insertSlots(db: Executor, rows: NewOfficeHoursSlotRow[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('office_hours_slots')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc
          .columns(['mentor_id', 'starts_at'])
          .doUpdateSet((eb) => ({ window_id: eb.ref('excluded.window_id') }))
          .where('office_hours_slots.window_id', 'is', null),
      )
      .execute();
  }
}

/** Offered slots of a mentor starting in [from, to), with whether a live booking holds them. */
export function listSlots(db: Executor, mentorId: number, from: string, to: string) {
  return db
    .selectFrom('office_hours_slots as s')
    .select(['s.id', 's.starts_at', 's.ends_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('office_hours_bookings as b')
            .select('b.id')
            .whereRef('b.slot_id', '=', 's.id')
            .where('b.status', '=', 'booked'),
        )
        .as('taken'),
    )
    .where('s.mentor_id', '=', mentorId)
    .where('s.window_id', 'is not', null)
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<', to)
    .orderBy('s.starts_at')
    .execute();
}

export function findSlot(db: Executor, slotId: number) {
  return db.selectFrom('office_hours_slots').selectAll().where('id', '=', slotId).executeTakeFirst();
}

export function findLiveBookingOfSlot(db: Executor, slotId: number) {
  return db
    .selectFrom('office_hours_bookings')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
}

export async function countLiveBookings(
  db: Executor,
  mentorId: number,
  filter: { from?: string; to?: string; startupId?: number; founderId?: number },
) {
  let query = db
    .selectFrom('office_hours_bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mentor_id', '=', mentorId)
    .where('status', '=', 'booked');
  if (filter.from) query = query.where('starts_at', '>=', filter.from);
  if (filter.to) query = query.where('starts_at', '<', filter.to);
  if (filter.startupId !== undefined) query = query.where('startup_id', '=', filter.startupId);
  if (filter.founderId !== undefined) query = query.where('founder_id', '=', filter.founderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live booking of a slot: booked, with no notes and no rating yet. */
export type NewBooking = Pick<
  NewOfficeHoursBookingRow,
  | 'slot_id'
  | 'mentor_id'
  | 'founder_id'
  | 'startup_id'
  | 'startup_name'
  | 'starts_at'
  | 'topic'
  | 'created_at'
>;

export function insertBooking(db: Executor, booking: NewBooking) {
  return db
    .insertInto('office_hours_bookings')
    .values({
      ...booking,
      status: 'booked',
      cancelled_by: null,
      cancelled_at: null,
      mentor_note: '',
      founder_note: '',
      rating: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findBooking(db: Executor, bookingId: number) {
  return db.selectFrom('office_hours_bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
}

export function updateBooking(db: Executor, bookingId: number, changes: OfficeHoursBookingUpdate) {
  return db
    .updateTable('office_hours_bookings')
    .set(changes)
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A booking with the slot's times and both people's names and addresses. */
function bookingsWithPeople(db: Executor) {
  return db
    .selectFrom('office_hours_bookings as b')
    .innerJoin('office_hours_slots as s', 's.id', 'b.slot_id')
    .innerJoin('users as m', 'm.id', 'b.mentor_id')
    .innerJoin('users as f', 'f.id', 'b.founder_id')
    .leftJoin('office_hours_settings as st', 'st.user_id', 'b.mentor_id')
    .leftJoin('mentors as card', 'card.id', 'st.mentor_card_id')
    .selectAll('b')
    .select([
      's.ends_at',
      'm.email as mentor_email',
      'f.email as founder_email',
      'f.full_name as founder_name',
      sql<string>`coalesce(card.name, m.full_name)`.as('mentor_name'),
    ]);
}
export type BookingWithPeople = Awaited<ReturnType<typeof findBookingWithPeople>> & object;

export function findBookingWithPeople(db: Executor, bookingId: number) {
  return bookingsWithPeople(db).where('b.id', '=', bookingId).executeTakeFirst();
}

/** The bookings a person has on either side, newest start first. */
export function listBookingsOf(db: Executor, userId: number) {
  return bookingsWithPeople(db)
    .where((eb) => eb.or([eb('b.mentor_id', '=', userId), eb('b.founder_id', '=', userId)]))
    .orderBy('b.starts_at', 'desc')
    .limit(200)
    .execute();
}

/** The sessions to come that a person holds on either side, still booked (what their erasure ends). */
export function listUpcomingBookingsOf(db: Executor, userId: number, now: string) {
  return bookingsWithPeople(db)
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', now)
    .where((eb) => eb.or([eb('b.mentor_id', '=', userId), eb('b.founder_id', '=', userId)]))
    .execute();
}

export function listAllBookings(db: Executor, from: string) {
  return bookingsWithPeople(db).where('b.starts_at', '>=', from).orderBy('b.starts_at').limit(500).execute();
}

/** Mentors who have published availability (holders of the mentor role with settings and a window). */
export function listPublishingMentors(db: Executor) {
  return db
    .selectFrom('office_hours_settings as st')
    .innerJoin('users as u', 'u.id', 'st.user_id')
    .innerJoin('role_grants as g', (join) =>
      join.onRef('g.user_id', '=', 'st.user_id').on('g.role', '=', 'mentor'),
    )
    .leftJoin('mentors as card', 'card.id', 'st.mentor_card_id')
    .select([
      'st.user_id',
      'st.time_zone',
      'st.slot_minutes',
      sql<string>`coalesce(card.name, u.full_name)`.as('name'),
      sql<string>`coalesce(card.field, '')`.as('field'),
    ])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('office_hours_windows as w').select('w.id').whereRef('w.mentor_id', '=', 'st.user_id'),
      ),
    )
    .orderBy('name')
    .execute();
}

export function findPublishingMentor(db: Executor, mentorId: number) {
  return db
    .selectFrom('office_hours_settings as st')
    .innerJoin('users as u', 'u.id', 'st.user_id')
    .innerJoin('role_grants as g', (join) =>
      join.onRef('g.user_id', '=', 'st.user_id').on('g.role', '=', 'mentor'),
    )
    .leftJoin('mentors as card', 'card.id', 'st.mentor_card_id')
    .selectAll('st')
    .select([
      sql<string>`coalesce(card.name, u.full_name)`.as('name'),
      sql<string>`coalesce(card.field, '')`.as('field'),
    ])
    .where('st.user_id', '=', mentorId)
    .executeTakeFirst();
}

/** Per mentor: sessions held (booked and over), upcoming, and the founders' ratings. */
export function mentorActivity(db: Executor, now: string) {
  return db
    .selectFrom('office_hours_settings as st')
    .innerJoin('users as u', 'u.id', 'st.user_id')
    .leftJoin('mentors as card', 'card.id', 'st.mentor_card_id')
    .leftJoin('office_hours_bookings as b', (join) =>
      join.onRef('b.mentor_id', '=', 'st.user_id').on('b.status', '=', 'booked'),
    )
    .select([
      'st.user_id',
      sql<string>`coalesce(card.name, u.full_name)`.as('name'),
      sql<number>`count(case when b.starts_at < ${now} then 1 end)`.as('held'),
      sql<number>`count(case when b.starts_at >= ${now} then 1 end)`.as('upcoming'),
      sql<number>`count(b.rating)`.as('ratings'),
      sql<number | null>`avg(b.rating)`.as('average'),
    ])
    .groupBy(['st.user_id', 'card.name', 'u.full_name'])
    .orderBy('name')
    .execute();
}

/** Cohort members (of the startups feature's cohorts) who have not yet held a session with any mentor. */
export function membersWithoutSession(db: Executor, now: string) {
  return db
    .selectFrom('cohort_members as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .innerJoin('startups as st', 'st.id', 'cm.startup_id')
    .select(['u.id as user_id', 'u.full_name', 'u.email', 'st.name as startup_name'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('office_hours_bookings as b')
            .select('b.id')
            .whereRef('b.founder_id', '=', 'u.id')
            .where('b.status', '=', 'booked')
            .where('b.starts_at', '<', now),
        ),
      ),
    )
    .groupBy(['u.id', 'u.full_name', 'u.email', 'st.name'])
    .orderBy('st.name')
    .orderBy('u.full_name')
    .limit(500)
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const settings = await db
    .selectFrom('office_hours_settings')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  const windows = await db
    .selectFrom('office_hours_windows')
    .selectAll()
    .where('mentor_id', '=', subject.id)
    .execute();
  const bookings = await db
    .selectFrom('office_hours_bookings')
    .selectAll()
    .where((eb) => eb.or([eb('founder_id', '=', subject.id), eb('mentor_id', '=', subject.id)]))
    .execute();
  return [
    { name: 'office-hours-settings', rows: settings },
    { name: 'office-hours-availability', rows: windows },
    { name: 'office-hours-bookings', rows: bookings },
  ];
}

/**
 * Meetings that took place stay in the other person's history, the erased side shown as a former member
 * without their note; their availability and meetings to come go (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  const now = subject.now.toISOString();
  const { id, formerMemberId } = subject;
  const past = db
    .selectFrom('office_hours_bookings')
    .select('slot_id')
    .where('starts_at', '<', now)
    .where((eb) => eb.or([eb('founder_id', '=', id), eb('mentor_id', '=', id)]));
  // The slot of a meeting that stays moves with it: the mentor's slots go with their account.
  await db
    .updateTable('office_hours_slots')
    .set({ mentor_id: formerMemberId, window_id: null })
    .where('mentor_id', '=', id)
    .where('id', 'in', past)
    .execute();
  await db
    .updateTable('office_hours_bookings')
    .set({ founder_id: formerMemberId, founder_note: '' })
    .where('founder_id', '=', id)
    .where('starts_at', '<', now)
    .execute();
  await db
    .updateTable('office_hours_bookings')
    .set({ mentor_id: formerMemberId, mentor_note: '' })
    .where('mentor_id', '=', id)
    .where('starts_at', '<', now)
    .execute();
  await db
    .updateTable('office_hours_bookings')
    .set({ cancelled_by: formerMemberId })
    .where('cancelled_by', '=', id)
    .execute();
  await db
    .deleteFrom('office_hours_bookings')
    .where((eb) => eb.or([eb('founder_id', '=', id), eb('mentor_id', '=', id)]))
    .execute();
  await db.deleteFrom('office_hours_slots').where('mentor_id', '=', id).execute();
  await db.deleteFrom('office_hours_windows').where('mentor_id', '=', id).execute();
  await db.deleteFrom('office_hours_settings').where('user_id', '=', id).execute();
}
