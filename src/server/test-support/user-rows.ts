import type { NewUserRow } from '#server/db/tables/accounts';

/** A user as seeds of tests and benchmarks store one: only the address and the name matter to them. */
export function userRow(email: string, fullName: string, now: string): NewUserRow {
  return {
    email,
    full_name: fullName,
    phone: '',
    location: '',
    bio: '',
    picture_url: null,
    created_at: now,
    updated_at: now,
  };
}
