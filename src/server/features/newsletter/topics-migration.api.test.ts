import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_TOPICS } from '#common/newsletter';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import { migrations } from '#server/db/migrations';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app';
import { countRecipients, topicsOf } from './repository';

/**
 * docs/product.md#newsletter-topics: subscribers from before topics existed get all four (migration 0023), so
 * nobody loses a newsletter; the campaigns sent before keep all four as their topics.
 */
describe('migration 0023: newsletter topics', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.settings);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('gives every subscriber from before all four topics, and earlier campaigns all four', async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0022-post-applications')).error).toBeUndefined();
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

    expect((await migrator.migrateTo('0023-newsletter-topics')).error).toBeUndefined();

    for (const row of subscribers) expect(await topicsOf(handle.db, row.id)).toEqual([...NEWSLETTER_TOPICS]);
    for (const topic of NEWSLETTER_TOPICS) expect(await countRecipients(handle.db, [topic])).toBe(2);
    const campaigns = await handle.db.selectFrom('newsletter_campaigns').select('topics').execute();
    expect(campaigns).toEqual([{ topics: NEWSLETTER_TOPICS.join(',') }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
