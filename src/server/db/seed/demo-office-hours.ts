import { generateSlots } from '#common/office-hours-slots';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { findUserByEmail } from '#server/modules/users';
import {
  findMentorCardByEmail,
  insertBooking,
  listWindows,
  toSlotWindow,
} from '#server/features/office-hours';
import { CAST } from './demo-cast';

const AVAILABILITY_SEED_KEY = 'demo_office_hours_seeded_at';
const BOOKING_SEED_KEY = 'demo_office_hours_booking_seeded_at';

/** The demo mentor (a holder of the mentor role from the roles seed) who publishes office hours. */
export const DEMO_OFFICE_HOURS_MENTOR = CAST.rahulVerma.email;
export const DEMO_OFFICE_HOURS_ZONE = 'Asia/Kolkata';

/**
 * docs/product.md#office-hours: the demo mentor's settings and two weekly windows, once; and, as soon as a
 * cohort member exists (the startups feature's data), two sessions booked by them, once: one ahead and one
 * held in the past two weeks (open for notes and a rating). Runs after the roles seed. No mail: the demo
 * tells nobody.
 */
export async function seedDemoOfficeHours(db: Database): Promise<boolean> {
  let seeded = false;
  if (!(await getMeta(db, AVAILABILITY_SEED_KEY)))
    seeded = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (!(await claimMeta(trx, AVAILABILITY_SEED_KEY, now, now))) return false;
      const mentor = await findUserByEmail(trx, DEMO_OFFICE_HOURS_MENTOR);
      if (!mentor) return true;
      await trx
        .insertInto('office_hours_settings')
        .values({
          user_id: mentor.id,
          // The mentor's card on the Mentors page: his picture and bio show where founders book.
          mentor_card_id: await findMentorCardByEmail(trx, DEMO_OFFICE_HOURS_MENTOR),
          time_zone: DEMO_OFFICE_HOURS_ZONE,
          slot_minutes: 30,
          per_week_limit: 6,
          per_startup_limit: 2,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      for (const window of [
        { weekday: 2, start_time: '16:00', end_time: '18:00' },
        { weekday: 4, start_time: '10:00', end_time: '12:00' },
      ])
        await trx
          .insertInto('office_hours_windows')
          .values({
            mentor_id: mentor.id,
            date: null,
            time_zone: DEMO_OFFICE_HOURS_ZONE,
            created_at: now,
            ...window,
          })
          .execute();
      return true;
    });
  if (await getMeta(db, BOOKING_SEED_KEY)) return seeded;
  const booked = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('cohort_members as cm')
      .innerJoin('startups as s', 's.id', 'cm.startup_id')
      .select(['cm.user_id', 's.id as startup_id', 's.name as startup_name'])
      .where('cm.user_id', 'is not', null)
      .orderBy('cm.id')
      .executeTakeFirst();
    const mentor = await findUserByEmail(trx, DEMO_OFFICE_HOURS_MENTOR);
    if (!member?.user_id || !mentor) return false;
    const now = new Date();
    if (!(await claimMeta(trx, BOOKING_SEED_KEY, now.toISOString(), now.toISOString()))) return false;
    const slotWindows = (await listWindows(trx, mentor.id)).map(toSlotWindow);
    const day = 86_400_000;
    // Two days on, so the demo session can still be cancelled.
    const [ahead] = generateSlots(
      slotWindows,
      30,
      new Date(now.getTime() + 2 * day),
      new Date(now.getTime() + 16 * day),
    );
    // The last one of the past two weeks, so the demo shows a session held, open for notes and a rating.
    const held = generateSlots(
      slotWindows,
      30,
      new Date(now.getTime() - 14 * day),
      new Date(now.getTime() - 2 * 3_600_000),
    ).at(-1);
    const sessions = [
      { slot: ahead, topic: 'Pricing our first pilot with a hospital: per bed or per month?' },
      { slot: held, topic: 'Our first hires: engineers or sales?' },
    ];
    for (const { slot, topic } of sessions) {
      if (!slot) continue;
      const row = await trx
        .insertInto('office_hours_slots')
        .values({
          mentor_id: mentor.id,
          window_id: slot.windowId,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
        })
        .onConflict((oc) => oc.columns(['mentor_id', 'starts_at']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await insertBooking(trx, {
        slot_id: row.id,
        mentor_id: mentor.id,
        founder_id: member.user_id,
        startup_id: member.startup_id,
        startup_name: member.startup_name,
        starts_at: slot.startsAt,
        topic,
        created_at: now.toISOString(),
      });
    }
    return true;
  });
  return seeded || booked;
}
