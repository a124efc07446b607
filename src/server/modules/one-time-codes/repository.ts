import type { OtpPurpose } from '#common/auth';
import type { Executor } from '#server/db/database';

export function findCode(db: Executor, email: string, purpose: OtpPurpose) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Stores a new code for the email and purpose, replacing any earlier one. */
export async function replaceCode(
  db: Executor,
  code: { email: string; purpose: OtpPurpose; code_hash: string; created_at: string; expires_at: string },
) {
  await db
    .insertInto('one_time_codes')
    .values({ ...code, attempts: 0, consumed_at: null })
    .onConflict((conflict) =>
      conflict.columns(['email', 'purpose']).doUpdateSet({
        code_hash: code.code_hash,
        created_at: code.created_at,
        expires_at: code.expires_at,
        attempts: 0,
        consumed_at: null,
      }),
    )
    .execute();
}

export async function deleteCode(db: Executor, email: string, purpose: OtpPurpose) {
  await db.deleteFrom('one_time_codes').where('email', '=', email).where('purpose', '=', purpose).execute();
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

export async function recordCodeRequest(
  db: Executor,
  request: { email: string; ip: string; purpose: OtpPurpose; created_at: string },
) {
  await db.insertInto('code_requests').values(request).execute();
}

/** How many codes were asked for since `since` for this email and purpose, or from this client address. */
export async function countCodeRequestsSince(
  db: Executor,
  by: { email: string; purpose: OtpPurpose } | { ip: string },
  since: string,
): Promise<{ count: number; latest: string | null }> {
  let query = db
    .selectFrom('code_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('created_at', '>', since);
  query =
    'email' in by
      ? query.where('email', '=', by.email).where('purpose', '=', by.purpose)
      : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: (row.latest as string | null) ?? null };
}

/**
 * Forgets the requests for an email and purpose: after a code was used (its owner proved the address, so
 * neither the address nor the client's budget should carry it), or withdrawn because it was never mailed.
 */
export async function forgetCodeRequests(db: Executor, email: string, purpose: OtpPurpose, since?: string) {
  let query = db.deleteFrom('code_requests').where('email', '=', email).where('purpose', '=', purpose);
  if (since) query = query.where('created_at', '>=', since);
  await query.execute();
}

export async function pruneCodeRequests(db: Executor, before: string) {
  await db.deleteFrom('code_requests').where('created_at', '<', before).execute();
}
