import type { ErasureSubject } from '#server/modules/personal-data';
import { sql } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { OtpPurpose } from '#common/auth';
import type { Executor } from '#server/db/database';

/** The live code of one client for an email and purpose (docs/decisions/034-codes-bound-to-the-client.md). */
export function findCode(db: Executor, email: string, purpose: OtpPurpose, clientHash: string) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('client_hash', '=', clientHash)
    .executeTakeFirst();
}

/** Stores a new code for the email, purpose and client, replacing that client's earlier one. */
export async function replaceCode(
  db: Executor,
  code: {
    email: string;
    purpose: OtpPurpose;
    client_hash: string;
    ip: string;
    code_hash: string;
    created_at: string;
    expires_at: string;
  },
) {
  await db
    .insertInto('one_time_codes')
    .values({ ...code, attempts: 0, consumed_at: null })
    .onConflict((conflict) =>
      conflict.columns(['email', 'purpose', 'client_hash']).doUpdateSet({
        ip: code.ip,
        code_hash: code.code_hash,
        created_at: code.created_at,
        expires_at: code.expires_at,
        attempts: 0,
        consumed_at: null,
      }),
    )
    .execute();
}

export async function deleteCode(db: Executor, id: number) {
  await db.deleteFrom('one_time_codes').where('id', '=', id).execute();
}

/** Counts a try, unless the code is used up; true when this try may be checked. */
export async function countAttempt(db: Executor, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the code budget of one client address until the transaction ends, so that the count and the new
 * request are one step for every instance. PostgreSQL: an advisory lock on a hash of the address. SQLite:
 * the caller's first statement is a write, which takes the single write lock at once.
 */
export async function lockCodeBudget(db: Executor, ip: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`code-budget:${ip}`}))`.execute(db);
}

/** Records a request for a code; answers its id. */
export async function recordCodeRequest(
  db: Executor,
  request: { email: string; ip: string; purpose: OtpPurpose; created_at: string },
): Promise<number> {
  const row = await db.insertInto('code_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * How many codes were asked for since `since` for this email and purpose from this client address, or
 * from this client address at all, leaving out the request `except`.
 */
export async function countCodeRequestsSince(
  db: Executor,
  by: { email: string; purpose: OtpPurpose; ip: string } | { ip: string },
  since: string,
  except: number,
): Promise<{ count: number; latest: string | null }> {
  let query = db
    .selectFrom('code_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('created_at', '>', since)
    .where('ip', '=', by.ip)
    .where('id', '!=', except);
  if ('email' in by) query = query.where('email', '=', by.email).where('purpose', '=', by.purpose);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: (row.latest as string | null) ?? null };
}

/**
 * Forgets the requests for an email and purpose from one client address: after a code was used (its owner
 * proved the address, so neither the email nor that client's budget should carry it), or withdrawn because
 * it was never mailed.
 */
export async function forgetCodeRequests(
  db: Executor,
  request: { email: string; purpose: OtpPurpose; ip: string },
  since?: string,
) {
  let query = db
    .deleteFrom('code_requests')
    .where('email', '=', request.email)
    .where('purpose', '=', request.purpose)
    .where('ip', '=', request.ip);
  if (since) query = query.where('created_at', '>=', since);
  await query.execute();
}

export async function pruneCodes(db: Executor, before: string) {
  await db.deleteFrom('code_requests').where('created_at', '<', before).execute();
  await db.deleteFrom('one_time_codes').where('expires_at', '<', before).execute();
}

/**
 * docs/product.md#retention: the daily purges. Code requests of one purpose made before `before` (a newsletter
 * sign-up never confirmed leaves only its request), and every code and request older than `before`.
 */
export async function deleteCodeRequestsBefore(db: Executor, purpose: OtpPurpose, before: string) {
  const result = await db
    .deleteFrom('code_requests')
    .where('purpose', '=', purpose)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteCodesBefore(db: Executor, before: string): Promise<number> {
  const requests = await db.deleteFrom('code_requests').where('created_at', '<', before).executeTakeFirst();
  const codes = await db.deleteFrom('one_time_codes').where('expires_at', '<', before).executeTakeFirst();
  return Number(requests.numDeletedRows) + Number(codes.numDeletedRows);
}

/** Codes and counted requests for the person's address (Delete my account, docs/product.md#delete-account). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('one_time_codes').where('email', '=', subject.email).execute();
  await db.deleteFrom('code_requests').where('email', '=', subject.email).execute();
}
