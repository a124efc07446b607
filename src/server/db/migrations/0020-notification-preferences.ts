import type { Kysely } from 'kysely';
import { notNull } from './column-types';

/**
 * How each person wants to hear about each topic (docs/product.md#admin-notifications): a choice per user
 * and topic, such as `admin.report` → `instant`. A missing row means the topic's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', notNull)
    .addColumn('choice', 'text', notNull) // instant | daily | none
    .addColumn('updated_at', 'text', notNull)
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'topic'])
    .execute();
  // Who chose what for one topic (the instant mail and the daily summary ask this).
  await db.schema
    .createIndex('notification_preferences_topic_idx')
    .on('notification_preferences')
    .columns(['topic', 'choice'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
}
