import type { Kysely } from 'kysely';
import { addIdColumn, blobType, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('media_assets')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('media_variants')
    .addColumn('asset_key', 'text', (col) => col.notNull().references('media_assets.key').onDelete('cascade'))
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('content_type', 'text', notNull)
    .addColumn('bytes', blobType(db), notNull)
    .addPrimaryKeyConstraint('media_variants_pk', ['asset_key', 'width'])
    .execute();

  await addIdColumn(db, db.schema.createTable('team_members'))
    .addColumn('group_name', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('image_key', 'text', (col) => col.references('media_assets.key').onDelete('set null'))
    .addColumn('linkedin', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('mentors'))
    .addColumn('name', 'text', notNull)
    .addColumn('image_key', 'text', (col) => col.references('media_assets.key').onDelete('set null'))
    .addColumn('field', 'text', notNull)
    .addColumn('bio', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('linkedin', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('programs'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('duration', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('features_json', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('carousel_slides'))
    .addColumn('image_key', 'text', (col) => col.notNull().references('media_assets.key'))
    .addColumn('caption', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();

  await db.schema
    .createTable('metrics')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', notNull)
    .addColumn('value', 'integer', notNull)
    .addColumn('duration_seconds', 'real', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'metrics',
    'carousel_slides',
    'programs',
    'mentors',
    'team_members',
    'media_variants',
    'media_assets',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
