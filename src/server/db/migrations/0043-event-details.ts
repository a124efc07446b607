import type { Kysely } from 'kysely';

// An event page's agenda, speakers, venue and organiser, each a JSON text read and written whole with its
// event, and what to bring (docs/decisions/043-event-details-as-json-columns.md).
const COLUMNS = [
  ['agenda', '[]'],
  ['speakers', '[]'],
  ['venue', '{}'],
  ['organiser', '{}'],
  ['what_to_bring', ''],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, empty] of COLUMNS)
    await db.schema
      .alterTable('events')
      .addColumn(name, 'text', (col) => col.notNull().defaultTo(empty))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('events').dropColumn(name).execute();
}
