import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

/**
 * One counter per limit and subject (e.g. `contact:POST /api/contact` and a client address) for the
 * current fixed window (docs/decisions/031-limits-in-the-database.md). A new window restarts the count.
 */
export interface RateLimitsTable {
  /** The limit's name and the subject it counts, e.g. `verify-otp-wrong:203.0.113.9`. */
  key: string;
  /** When the counted window began (ISO); a hit in a later window starts over at 1. */
  window_start: string;
  count: number;
  /** When the row may be deleted: the end of its window. */
  expires_at: string;
}
export type RateLimitRow = Selectable<RateLimitsTable>;
export type NewRateLimitRow = Insertable<RateLimitsTable>;
export type RateLimitUpdate = Updateable<RateLimitsTable>;

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const rateLimitTableOwners = {
  rate_limits: 'modules/rate-limits',
} as const satisfies TableOwners<RateLimitTables>;
