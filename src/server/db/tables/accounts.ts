import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OtpPurpose } from '#common/auth';
import type { TableOwners } from '../table-owners';

// Accounts: people, their sessions and the one-time codes that sign them in (migrations 0002, 0008).

export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  phone: string;
  location: string;
  bio: string;
  picture_url: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** Set by migration 0008: a university affiliation proven by a code to affiliation_email. */
  affiliation: 'student' | 'professor' | null;
  affiliation_email: string | null;
  affiliation_verified_at: string | null;
  /** Migration 0048: when a confirmed account deletion is carried out; null unless marked (docs/product.md#delete-account). */
  erase_after: Generated<string | null>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** The columns of a user that a resolved session carries and the profile shows. */
export type SignedInUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'full_name'
  | 'phone'
  | 'location'
  | 'bio'
  | 'picture_url'
  | 'affiliation'
  | 'affiliation_email'
  | 'affiliation_verified_at'
>;

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  purpose: OtpPurpose;
  /** HMAC of what the code is bound to: the asking browser's attempt id, or the account and role. */
  client_hash: string;
  /** The client address that asked for the code. */
  ip: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
}
export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;
export type NewOneTimeCodeRow = Insertable<OneTimeCodesTable>;
export type OneTimeCodeUpdate = Updateable<OneTimeCodesTable>;

export interface CodeRequestsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  purpose: OtpPurpose;
  created_at: string;
}
export type CodeRequestRow = Selectable<CodeRequestsTable>;
export type NewCodeRequestRow = Insertable<CodeRequestsTable>;
export type CodeRequestUpdate = Updateable<CodeRequestsTable>;

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  code_requests: CodeRequestsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const accountTableOwners = {
  users: { owner: 'modules/users', readBy: 'all' },
  sessions: 'modules/sessions',
  one_time_codes: 'modules/one-time-codes',
  code_requests: 'modules/one-time-codes',
} as const satisfies TableOwners<AccountTables>;
