import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Secrets and settings the server keeps in the database (migration 0002).

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}
export type AppMetaRow = Selectable<AppMetaTable>;
export type NewAppMetaRow = Insertable<AppMetaTable>;
export type AppMetaUpdate = Updateable<AppMetaTable>;

export interface AppMetaTables {
  app_meta: AppMetaTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const appMetaTableOwners = {
  app_meta: 'modules/app-meta',
} as const satisfies TableOwners<AppMetaTables>;
