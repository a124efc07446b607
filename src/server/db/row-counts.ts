import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Tables that count requests rather than store what people sent: a limited route counts every request,
 * a refused or hostile one too (docs/decisions/031-limits-in-the-database.md). "Nothing was stored" leaves
 * them out.
 */
const COUNTERS = new Set(['rate_limits']);

/**
 * Tests only. Every table's row count but the request counters, with the table names read from the database's own catalogue, so a
 * table added by a later migration is counted without anyone listing it.
 */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables =
    app.dialect === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (COUNTERS.has(name)) continue;
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      app.db,
    );
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** The tables whose counts differ between two snapshots, with both numbers. */
export function changedCounts(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] !== after[name]) changed[name] = `${before[name] ?? 'none'} → ${after[name] ?? 'none'}`;
  }
  return changed;
}
