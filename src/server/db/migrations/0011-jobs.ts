import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// The scheduled-jobs table (docs/architecture.md#modules, decision record on scheduled jobs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', notNull)
    // Scheduling the same key twice keeps the first job: "remind P about E at T" exists once.
    .addColumn('unique_key', 'text', (col) => col.notNull().unique())
    .addColumn('payload_json', 'text', notNull)
    // pending → running (claimed) → done | pending again (retry later) | failed | cancelled
    .addColumn('status', 'text', notNull)
    .addColumn('due_at', 'text', notNull)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'due_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
