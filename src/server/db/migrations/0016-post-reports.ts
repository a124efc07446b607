import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

/**
 * Reports of ideas, projects and internships (docs/product.md#reports) and the mark that hides a reported
 * post from the public lists until an admin decides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('post_reports'))
    .addColumn('kind', 'text', notNull) // idea | project | internship
    .addColumn('post_id', 'integer', notNull)
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', notNull) // spam | offensive | misleading | other
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', notNull)
    // Set when an admin dismissed the report or restored the post: it no longer counts.
    .addColumn('resolved_at', 'text')
    .execute();
  // One report per person and post, also when two arrive at once.
  await db.schema
    .createIndex('post_reports_post_reporter_idx')
    .on('post_reports')
    .columns(['kind', 'post_id', 'reporter_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('post_reports_open_idx')
    .on('post_reports')
    .columns(['resolved_at', 'created_at'])
    .execute();

  // A post with enough open reports is hidden from the public lists at once, pending review.
  for (const table of ['ideas', 'projects', 'internships'])
    await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ideas', 'projects', 'internships'])
    await db.schema.alterTable(table).dropColumn('hidden_at').execute();
  await db.schema.dropTable('post_reports').execute();
}
