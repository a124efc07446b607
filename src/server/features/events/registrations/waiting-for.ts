import type { Executor } from '#server/db/database';
import { listRegistrationsOfUser } from './repository';

/**
 * The personal hub's count of a person's registrations (docs/product.md#personal-hub): seats held and places
 * on a waitlist for events not over by `today` (the centre's date), and seats offered that have not expired.
 */
export async function registrationsWaitingFor(db: Executor, userId: number, today: string, now: Date) {
  const rows = (await listRegistrationsOfUser(db, userId)).filter((row) => row.event_end_date >= today);
  const at = now.toISOString();
  return {
    upcoming: rows.filter((row) => row.status === 'registered').length,
    offers: rows.filter((row) => row.status === 'offered' && (row.offer_expires_at ?? '') > at).length,
    waitlisted: rows.filter((row) => row.status === 'waitlisted').length,
  };
}
