import type { GrantableRole } from '#common/roles';

/** What a caller holds: admin from ADMIN_EMAILS, the granted roles from the database. */
export interface RoleHolder {
  role: 'user' | 'admin';
  roles: readonly GrantableRole[];
}

/**
 * Whether the caller may use a route that needs `role`. Admins may use every role's routes (they run the
 * panel and the mentoring), but they are in a role's pool (assigned reviews, mentor lists) only when granted it
 * (docs/decisions/013-roles-in-the-database.md).
 */
export function holdsRole(caller: RoleHolder, role: GrantableRole): boolean {
  return caller.role === 'admin' || caller.roles.includes(role);
}
