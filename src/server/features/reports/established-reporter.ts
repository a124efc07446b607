import type { UserRole } from '#common/auth';
import { ESTABLISHED_ACCOUNT_DAYS, type EstablishedGround } from '#common/reports-constants';
import type { GrantableRole } from '#common/roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the site knows about a reporter's account that decides whether its reports can hide a post. */
export interface ReporterAccount {
  /** When the account was made (its first sign-in). */
  createdAt: string;
  role: UserRole;
  /** Roles an admin granted (reviewer, mentor). */
  roles: readonly GrantableRole[];
  /** When a code mailed to a university address proved the affiliation, if it was. */
  universityEmailVerifiedAt: string | null;
  /** The centre approved the account's company verification. */
  approvedCompany: boolean;
  /**
   * The account did something the site keeps and someone else sees: an approved post, an application to a
   * post, or an event registration it did not cancel.
   */
  hasHistory: boolean;
}

/**
 * docs/product.md#reports: on what ground a reporter's account is established — so that its report counts
 * towards hiding the post before an admin decides — or null for a new account, whose report only puts the
 * post in the moderation queue. An account is established by a granted role (or being an admin), a verified
 * university email, an approved company, or by being older than ESTABLISHED_ACCOUNT_DAYS with some history.
 * Signing up costs an address and a code, so age and history are what a stranger cannot make in a hurry
 * (docs/decisions/033-reports-from-established-accounts.md).
 */
export function establishedReporterGround(account: ReporterAccount, now: Date): EstablishedGround | null {
  if (account.role === 'admin' || account.roles.length > 0) return 'role';
  if (account.universityEmailVerifiedAt !== null) return 'university-email';
  if (account.approvedCompany) return 'company';
  const ageMs = now.getTime() - Date.parse(account.createdAt);
  if (ageMs > ESTABLISHED_ACCOUNT_DAYS * DAY_MS && account.hasHistory) return 'history';
  return null;
}
