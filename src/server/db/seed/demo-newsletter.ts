import type { NewsletterTopic } from '#common/newsletter';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { saveAdminChoices } from '#server/modules/notification-preferences';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users';
import { CAST, DEMO_SUBSCRIBER_EMAILS } from './demo-cast';

const SEED_KEY = 'demo_newsletter_seeded_at';

/** Demo subscribers, each with the topics they chose (docs/product.md#newsletter-topics). */
const [anika, tara, li, greenloop] = DEMO_SUBSCRIBER_EMAILS;
export const DEMO_SUBSCRIBERS: { email: string; topics: NewsletterTopic[] }[] = [
  { email: anika, topics: ['events', 'programmes', 'opportunities', 'general'] },
  { email: tara, topics: ['opportunities'] },
  { email: li, topics: ['events', 'general'] },
  { email: greenloop, topics: ['programmes'] },
];

/** Newsletter subscribers with topics. Once, in one transaction, like the other demo seeds. */
export async function seedDemoNewsletter(db: Database): Promise<boolean> {
  if (await getMeta(db, SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, SEED_KEY, now, now))) return false;
    for (const subscriber of DEMO_SUBSCRIBERS) {
      const row = await trx
        .insertInto('newsletter_subscribers')
        .values({
          email: subscriber.email,
          status: 'subscribed',
          created_at: now,
          subscribed_at: now,
          unsubscribed_at: null,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await trx
        .insertInto('newsletter_subscriber_topics')
        .values(subscriber.topics.map((topic) => ({ subscriber_id: row.id, topic })))
        .execute();
    }
    return true;
  });
}

/**
 * The first admin's name and notification choices (docs/product.md#admin-notifications): posts and reports at
 * once, verifications and applications in the daily summary, full events not mailed. For a first address in
 * ADMIN_EMAILS that has no account yet, not once for the database, so a database seeded before its admins were
 * named (the browser tests' seeded copy) still gives them the demo's choices; an existing account keeps its own.
 */
export async function seedDemoAdminChoices(db: Database, adminEmails: readonly string[]): Promise<boolean> {
  const adminEmail = adminEmails[0];
  if (!adminEmail || (await findUserByEmail(db, adminEmail))) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await insertUserIfMissing(trx, {
      email: adminEmail,
      full_name: CAST.siteAdmin.name,
      picture_url: null,
      now,
    });
    const admin = (await findUserByEmail(trx, adminEmail))!;
    await saveAdminChoices(
      trx,
      admin.id,
      { post: 'instant', report: 'instant', verification: 'daily', application: 'daily', event: 'none' },
      now,
    );
    return true;
  });
}
