import type { Executor } from '#server/db/database';
import type { CurrentUser } from '#server/plugins/authentication';
import { holdsRole } from '#server/modules/roles';
import { cohortPlaceOf } from './cohort-place';
import { findSettings, listBookingsOf } from './repository';

/**
 * The personal hub's office hours (docs/product.md#personal-hub): on each side of a booking (the mentor's and
 * the founder's), the sessions to come and the past ones still without this person's note. The founder's side
 * is there for a cohort member (who may book) or anyone who booked; the mentor's for a mentor.
 */
export async function officeHoursWaitingFor(db: Executor, user: CurrentUser, now: Date) {
  const at = now.toISOString();
  const bookings = (await listBookingsOf(db, user.id)).filter((row) => row.status === 'booked');
  const side = (mine: (row: (typeof bookings)[number]) => boolean, note: 'mentor_note' | 'founder_note') => {
    const rows = bookings.filter(mine);
    return {
      upcoming: rows.filter((row) => row.starts_at > at).length,
      notesToWrite: rows.filter((row) => row.starts_at <= at && !row[note].trim()).length,
    };
  };
  const asFounder = side((row) => row.founder_id === user.id, 'founder_note');
  const booked = bookings.some((row) => row.founder_id === user.id);
  const mayBook = booked || (await cohortPlaceOf(db, user.id)) !== null;
  const isMentor = holdsRole(user, 'mentor');
  return {
    officeHours: mayBook ? asFounder : null,
    mentoring: isMentor
      ? {
          ...side((row) => row.mentor_id === user.id, 'mentor_note'),
          hasAvailability: (await findSettings(db, user.id)) !== undefined,
        }
      : null,
  };
}
