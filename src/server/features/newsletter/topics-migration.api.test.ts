import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOPICS } from '#common/newsletter';
import { migrateToLatest } from '#server/db/migrate';
import { useMigrationDatabase } from '#server/test-support/migration-database';
import { countRecipients, topicsOf } from './repository';

/**
 * docs/product.md#newsletter-topics: subscribers from before topics existed get all four (migration 0023), so
 * nobody loses a newsletter; the campaigns sent before keep all four as their topics.
 */
describe('migration 0023: newsletter topics', () => {
  const handle = useMigrationDatabase();

  it('gives every subscriber from before all four topics, and earlier campaigns all four', async () => {
    await handle.migrateTo('0022-post-applications');
    const at = '2026-01-01T00:00:00.000Z';
    const subscriber = (email: string, status: 'subscribed' | 'unsubscribed') => ({
      email,
      status,
      created_at: at,
      subscribed_at: at,
      unsubscribed_at: status === 'unsubscribed' ? at : null,
      updated_at: at,
    });
    const subscribers = await handle.db
      .insertInto('newsletter_subscribers')
      .values([
        subscriber('early@student.example.edu', 'subscribed'),
        subscriber('left@student.example.edu', 'unsubscribed'),
        subscriber('alumna@alumni.example.edu', 'subscribed'),
      ])
      .returning(['id', 'email'])
      .execute();
    // The table as 0006 made it: no topics column yet.
    await handle.db
      .insertInto('newsletter_campaigns')
      .values({
        subject: 'Spring programme',
        body: 'Applications open.',
        created_by_email: 'director@iic.example.edu',
        created_at: at,
        status: 'queued',
        recipient_count: 2,
        queued_at: at,
      })
      .execute();

    await handle.migrateTo('0023-newsletter-topics');

    for (const row of subscribers) expect(await topicsOf(handle.db, row.id)).toEqual([...NEWSLETTER_TOPICS]);
    for (const topic of NEWSLETTER_TOPICS) expect(await countRecipients(handle.db, [topic])).toBe(2);
    const campaigns = await handle.db.selectFrom('newsletter_campaigns').select('topics').execute();
    expect(campaigns).toEqual([{ topics: NEWSLETTER_TOPICS.join(',') }]);
    // And the later ones still apply over these rows.
    await migrateToLatest(handle.db);
  });
});
