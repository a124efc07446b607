import type { UserProfile, UserRole } from '#common/auth';
import type { GrantableRole } from '#common/roles';
import type { Config } from '#server/config';
import type { SignedInUserRow } from '#server/db/database';

/** ADMIN_EMAILS decides, at every request: removing an address takes the role away at once. */
export function roleFor(email: string, config: Config): UserRole {
  return config.adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
}

export function toProfile(row: SignedInUserRow, config: Config, roles: GrantableRole[]): UserProfile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: roleFor(row.email, config),
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    picture: row.picture_url,
    affiliation:
      row.affiliation && row.affiliation_email && row.affiliation_verified_at
        ? { role: row.affiliation, email: row.affiliation_email, verifiedAt: row.affiliation_verified_at }
        : null,
    roles,
  };
}
