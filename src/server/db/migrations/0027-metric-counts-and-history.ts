import { sql, type Kysely } from 'kysely';
import { notNull } from './column-types';

// Counters that count themselves (docs/product.md#impact-counters): events held and people registered join the
// three counters a seeded site has, counting by default; and one figure per counter per day for the /metrics chart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('metric_snapshots')
    .addColumn('day', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('value', 'integer', notNull)
    .addPrimaryKeyConstraint('metric_snapshots_pk', ['day', 'key'])
    .execute();

  // A site without counters (never seeded) gets none here either: the admin's content seed adds all five.
  await sql`
    insert into metrics (key, label, value, duration_seconds, position, mode)
    select 'events', 'Events held', 0, 2, 3, 'auto' where exists (select 1 from metrics)
  `.execute(db);
  await sql`
    insert into metrics (key, label, value, duration_seconds, position, mode)
    select 'people', 'People registered', 0, 2.5, 4, 'auto' where exists (select 1 from metrics)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from metrics where key in ('events', 'people')`.execute(db);
  await db.schema.dropTable('metric_snapshots').execute();
}
