import { LISTING_REMINDER_DAYS } from '#common/listing-lifecycle-constants';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { saveOwnerChoices } from '#server/modules/notification-preferences';
import { findUserByEmail } from '#server/modules/users';
import { DEMO_POSTER } from './demo-activity';

const LISTING_LIFE_SEED_KEY = 'demo_listing_life_seeded_at';
const DAY_MS = 86_400_000;

/**
 * The listing lifecycle and the owner's mail choices on the demo poster's posts
 * (docs/product.md#listing-lifecycle, docs/product.md#owner-notifications): the last internship expires in
 * two days (inside the reminder window, so My posts shows Renew and the reminder goes out), the last project
 * was closed as filled yesterday (off the public list, still in My posts), and the demo poster takes
 * applications in the daily digest and join requests at once. The first internship and project keep the demo
 * applications. Once, in one transaction.
 */
export async function seedDemoListingLife(db: Database): Promise<boolean> {
  if (await getMeta(db, LISTING_LIFE_SEED_KEY)) return false;
  const owner = await findUserByEmail(db, DEMO_POSTER.email);
  if (!owner) return false;
  const last = (table: 'internships' | 'projects') =>
    db
      .selectFrom(table)
      .select('id')
      .where('owner_id', '=', owner.id)
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const [internship, project] = await Promise.all([last('internships'), last('projects')]);
  if (!internship || !project) return false;
  return db.transaction().execute(async (trx) => {
    const started = Date.now();
    const now = new Date(started).toISOString();
    if (!(await claimMeta(trx, LISTING_LIFE_SEED_KEY, now, now))) return false;
    await trx
      .updateTable('internships')
      .set({ expires_at: new Date(started + (LISTING_REMINDER_DAYS - 1) * DAY_MS).toISOString() })
      .where('id', '=', internship.id)
      .execute();
    await trx
      .updateTable('projects')
      .set({ closed_at: new Date(started - DAY_MS).toISOString(), closed_reason: 'filled' })
      .where('id', '=', project.id)
      .execute();
    await saveOwnerChoices(trx, owner.id, { applications: 'daily', joinRequests: 'instant' }, now);
    return true;
  });
}
