import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GrantableRole } from '#common/roles';
import type { TableOwners } from '../table-owners';

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

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const roleGrantTableOwners = {
  role_grants: { owner: 'modules/roles', readBy: ['features/office-hours'] },
} as const satisfies TableOwners<RoleGrantTables>;
