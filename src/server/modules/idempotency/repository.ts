import type { ErasureSubject } from '#server/modules/personal-data';
import type { Executor } from '#server/db/database';
import type { IdempotencyKeyRow } from '#server/db/database';

export interface KeyOf {
  scope: string;
  route: string;
  key: string;
}

/**
 * Claims a submission for this request: one insert, which PostgreSQL and SQLite both let only one of any
 * number of simultaneous requests (on any instance) win. True when this request won.
 */
export async function claimKey(
  db: Executor,
  claim: KeyOf & { fingerprint: string; claimedAt: string; expiresAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      route: claim.route,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'pending',
      claimed_at: claim.claimedAt,
      expires_at: claim.expiresAt,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'route', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes over a claim that is forgotten (expired) or abandoned (pending since before `staleBefore`: its
 * process died). Conditional on what was read, so of two requests taking over only one wins.
 */
export async function takeOverKey(
  db: Executor,
  found: IdempotencyKeyRow,
  claim: { fingerprint: string; claimedAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      fingerprint: claim.fingerprint,
      state: 'pending',
      claimed_at: claim.claimedAt,
      expires_at: claim.expiresAt,
      status: null,
      content_type: null,
      body: null,
    })
    .where('scope', '=', found.scope)
    .where('route', '=', found.route)
    .where('key', '=', found.key)
    .where('claimed_at', '=', found.claimed_at)
    .where('state', '=', found.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findKey(db: Executor, key: KeyOf): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', key.scope)
    .where('route', '=', key.route)
    .where('key', '=', key.key)
    .executeTakeFirst();
}

/** Stores the first answer of the claim made at `claimedAt` (a claim taken over since keeps its own). */
export async function storeAnswer(
  db: Executor,
  key: KeyOf & { claimedAt: string },
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('scope', '=', key.scope)
    .where('route', '=', key.route)
    .where('key', '=', key.key)
    .where('claimed_at', '=', key.claimedAt)
    .where('state', '=', 'pending')
    .execute();
}

/** Gives a claim back (its answer is not to be repeated: a failure, a cookie), so a retry runs anew. */
export async function releaseKey(db: Executor, key: KeyOf & { claimedAt: string }): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', key.scope)
    .where('route', '=', key.route)
    .where('key', '=', key.key)
    .where('claimed_at', '=', key.claimedAt)
    .where('state', '=', 'pending')
    .execute();
}

/** Deletes the keys forgotten before `now`; answers how many. */
export async function deleteExpiredKeys(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The first answers kept for the person's submissions (they may carry their own texts). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', `user:${subject.id}`).execute();
}
