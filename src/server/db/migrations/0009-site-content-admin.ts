import type { Kysely } from 'kysely';

// Filled in by the feature that owns it before it is released; frozen afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A counter is typed by hand (`manual`) or follows the number of approved posts (`auto`).
  await db.schema
    .alterTable('metrics')
    .addColumn('mode', 'text', (col) => col.notNull().defaultTo('manual'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('metrics').dropColumn('mode').execute();
}
