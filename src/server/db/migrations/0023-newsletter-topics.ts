import { sql, type Kysely } from 'kysely';
import { notNull } from './column-types';

const ALL_TOPICS = ['events', 'programmes', 'opportunities', 'general'];

/**
 * Newsletter topics (docs/product.md#newsletter-topics): the topics each subscriber chose, and the topics a
 * campaign was sent to. Subscribers from before topics existed get all four, so nobody loses mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriber_topics')
    .addColumn('subscriber_id', 'integer', (col) =>
      col.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('topic', 'text', notNull) // events | programmes | opportunities | general
    .addPrimaryKeyConstraint('newsletter_subscriber_topics_pk', ['subscriber_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('newsletter_subscriber_topics_topic_idx')
    .on('newsletter_subscriber_topics')
    .columns(['topic', 'subscriber_id'])
    .execute();
  for (const topic of ALL_TOPICS)
    await sql`insert into newsletter_subscriber_topics (subscriber_id, topic)
      select id, ${topic} from newsletter_subscribers`.execute(db);
  await db.schema
    .alterTable('newsletter_campaigns')
    .addColumn('topics', 'text', (col) => col.notNull().defaultTo(ALL_TOPICS.join(',')))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_campaigns').dropColumn('topics').execute();
  await db.schema.dropTable('newsletter_subscriber_topics').execute();
}
