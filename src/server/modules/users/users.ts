import type { UserProfile, UserRole } from '#common/auth';
import type { Config } from '#server/config';

export interface UserRow {
  id: number;
  email: string;
  full_name: string;
  phone: string;
  location: string;
  bio: string;
  picture_url: string | null;
  affiliation: 'student' | 'professor' | null;
  affiliation_email: string | null;
  affiliation_verified_at: string | null;
}

/** ADMIN_EMAILS decides, at every request: removing an address takes the role away at once. */
export function roleFor(email: string, config: Config): UserRole {
  return config.adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
}

export function toProfile(row: UserRow, config: Config): UserProfile {
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
  };
}
