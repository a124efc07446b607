import { sql, type Expression, type SqlBool, type UpdateObject } from 'kysely';
import type { DatabaseSchema, Executor } from './database';

/**
 * The claim that both work queues use, the mail outbox (docs/decisions/004-the-mail-outbox.md) and the
 * scheduled jobs (docs/decisions/014-scheduled-jobs-in-the-database.md): a row waits until it is due, one
 * process claims it (status `held`, `claimed_at` = its claim token, one more attempt), and a row held since
 * before `staleBefore` belongs to a process that died mid-work and may be claimed again.
 */
export interface ClaimedQueue {
  /** The status of a row that is held by a process. */
  held: 'sending' | 'running';
  /** The column that says when a waiting row is due. */
  dueColumn: 'due_at' | 'next_attempt_at';
  /**
   * Whether a stale row must also be due to be taken over (the outbox: a message sent at once, never by the
   * worker, is due at the end of time and is cancelled instead).
   */
  staleMustBeDue: boolean;
}

/** The rows a process may claim at `now`: waiting and due, or held since before `staleBefore`. */
export function claimable(queue: ClaimedQueue, now: string, staleBefore: string): Expression<SqlBool> {
  const due = sql`${sql.ref(queue.dueColumn)} <= ${now}`;
  const stale = sql`status = ${queue.held} and claimed_at <= ${staleBefore}`;
  return sql<SqlBool>`((status = 'pending' and ${due}) or (${stale}${queue.staleMustBeDue ? sql` and ${due}` : sql``}))`;
}

/** The queues' tables, each with the status its held rows have. */
interface HeldStatus {
  jobs: 'running';
  mail_outbox: 'sending';
}

/**
 * Writes `values` to a row that this process holds under the claim token `claimedAt` ("done", a retry, a
 * failure), only while the claim still holds: if another process took the row over, the update misses.
 * Returns whether it wrote.
 */
export async function updateWhileClaimed<T extends keyof HeldStatus>(
  db: Executor,
  table: T,
  held: HeldStatus[T],
  row: { id: number; claimedAt: string },
  values: UpdateObject<DatabaseSchema, T>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as 'jobs')
    .set(values as UpdateObject<DatabaseSchema, 'jobs'>)
    .where('id', '=', row.id)
    .where('status', '=', held as 'running')
    .where('claimed_at', '=', row.claimedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
