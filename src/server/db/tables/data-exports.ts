import type { Generated, Selectable } from 'kysely';
import type { TableOwners } from '../table-owners';

/**
 * Migration 0057: one archive of a person's data asked for (docs/product.md#download-my-data). Null columns
 * are filled by the job that prepares it; the token is stored only as its SHA-256.
 */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 when an administrator asked on the person's behalf (audited), 0 when the person did. */
  requested_by_admin: number;
  requested_at: string;
  token_hash: string | null;
  archive: Buffer | null;
  size: number | null;
  ready_at: string | null;
  expires_at: string | null;
}
export type DataExportRow = Selectable<DataExportsTable>;

export interface DataExportTables {
  data_exports: DataExportsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const dataExportTableOwners = {
  data_exports: 'features/my-data',
} as const satisfies TableOwners<DataExportTables>;
