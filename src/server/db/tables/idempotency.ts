import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

/**
 * The first answer to a submission, so that its repeats get that answer instead of a second record
 * (docs/decisions/036-idempotent-submissions.md). One row per submission: the browser's `Idempotency-Key`
 * (kept 24 hours), or the content of a create (kept a few seconds, `same:` keys).
 */
export interface IdempotencyKeysTable {
  /** Who sent it: `user:<id>`, or `client:<address>` when nobody is signed in. */
  scope: string;
  /** The method and route pattern, e.g. `POST /api/ideas`. */
  route: string;
  /** The Idempotency-Key header, or `same:<fingerprint>` for an identical create. */
  key: string;
  /** SHA-256 of the address and body: the same key sent with another body is refused. */
  fingerprint: string;
  /** 'pending' while the first request runs; 'done' once its answer is stored. */
  state: 'pending' | 'done';
  /** When the first request claimed the key (ISO); a pending claim much older than a request is abandoned. */
  claimed_at: string;
  /** From then on the key is forgotten: a repeat is a new submission, and the row may be deleted. */
  expires_at: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type NewIdempotencyKeyRow = Insertable<IdempotencyKeysTable>;
export type IdempotencyKeyUpdate = Updateable<IdempotencyKeysTable>;

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const idempotencyTableOwners = {
  idempotency_keys: 'modules/idempotency',
} as const satisfies TableOwners<IdempotencyTables>;
