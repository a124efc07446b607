import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Filled in by the feature that owns it before it is released; frozen afterwards.
// News posts: Markdown written by admins, a draft until published, at /news/<slug>.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('news_posts'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('image_key', 'text', (col) => col.references('media_assets.key').onDelete('set null'))
    .addColumn('status', 'text', notNull)
    .addColumn('published_on', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('news_posts_public_order')
    .on('news_posts')
    .columns(['status', 'published_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_posts').execute();
}
