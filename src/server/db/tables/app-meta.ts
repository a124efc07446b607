import type { Insertable, Selectable, Updateable } from 'kysely';

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
