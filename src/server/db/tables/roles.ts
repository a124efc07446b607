import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GrantableRole } from '#common/roles';

export interface RoleGrantsTable {
  id: Generated<number>;
  user_id: number;
  role: GrantableRole;
  granted_at: string;
  granted_by: string;
}
export type RoleGrantRow = Selectable<RoleGrantsTable>;
export type NewRoleGrantRow = Insertable<RoleGrantsTable>;
export type RoleGrantUpdate = Updateable<RoleGrantsTable>;

export interface RoleGrantTables {
  role_grants: RoleGrantsTable;
}
