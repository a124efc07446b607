import type { Generated, Selectable } from 'kysely';
import type { TableOwners } from '../table-owners';

/** Migration 0052: one purge of one kind of data by the daily retention run (docs/product.md#retention). */
export interface RetentionPurgesTable {
  id: Generated<number>;
  kind: string;
  /** The UTC day of the run that purged. */
  day: string;
  purged: number;
  ran_at: string;
}
export type RetentionPurgeRow = Selectable<RetentionPurgesTable>;

export interface RetentionTables {
  retention_purges: RetentionPurgesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const retentionTableOwners = {
  retention_purges: 'features/retention',
} as const satisfies TableOwners<RetentionTables>;
