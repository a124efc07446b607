import type { UserRole } from '#common/auth';
import type { GrantableRole } from '#common/roles';
import type { SignedInUserRow } from '#server/db/database';

/** The signed-in user a request carries (src/server/plugins/authentication.ts reads it from the session). */
export interface CurrentUser extends SignedInUserRow {
  role: UserRole;
  /** Roles granted by an admin, read from the database at every request, so a revocation acts at once. */
  roles: GrantableRole[];
}
