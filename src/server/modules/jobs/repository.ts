import { claimable, updateWhileClaimed, type ClaimedQueue } from '#server/db/claims';
import type { Executor, JobToSchedule } from '#server/db/database';

// All SQL of the scheduled jobs. Timestamps are ISO-8601 UTC strings (Date#toISOString), so they
// compare correctly as text on both engines.
//
// A job's life: pending → running (claimed by one process) → done | pending again (retry later)
// | failed (gave up) | cancelled. `claimed_at` doubles as the claim token, as in the mail outbox:
// a process records the outcome of a run only while the row still carries the claim it made.

/**
 * Adds a job unless one with the same key exists (in any state). With `replace`, a job with that
 * key that has not started yet takes the new due time and payload instead. Returns the id of the
 * inserted or replaced job, or undefined when the existing one was kept as it was.
 */
const JOB_QUEUE: ClaimedQueue = { held: 'running', dueColumn: 'due_at', staleMustBeDue: false };

export async function insertJob(
  db: Executor,
  job: JobToSchedule,
  now: string,
  replace: boolean,
): Promise<number | undefined> {
  const row = await db
    .insertInto('jobs')
    .values({ ...job, status: 'pending', attempts: 0, created_at: now })
    .onConflict((oc) =>
      replace
        ? oc
            .column('unique_key')
            .doUpdateSet((eb) => ({
              due_at: eb.ref('excluded.due_at'),
              payload_json: eb.ref('excluded.payload_json'),
            }))
            .where('jobs.status', '=', 'pending')
        : oc.column('unique_key').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Cancels a job that has not started, so it never runs. False when there was none to cancel. */
export async function cancelPendingJob(db: Executor, uniqueKey: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now })
    .where('unique_key', '=', uniqueKey)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findJobByKey(db: Executor, uniqueKey: string) {
  return db.selectFrom('jobs').selectAll().where('unique_key', '=', uniqueKey).executeTakeFirst();
}

/** The jobs not done yet (of `keys` when given), with what a failure report needs: for the crash tests. */
export function findUnfinishedJobs(db: Executor, keys?: string[]) {
  let query = db
    .selectFrom('jobs')
    .select(['unique_key', 'status', 'attempts', 'last_error'])
    .where('status', '!=', 'done');
  if (keys) query = query.where('unique_key', 'in', keys);
  return query.execute();
}

/** How many jobs (of `keys` when given) ran more than once, taken over after a crash: for the crash tests. */
export async function countRetriedJobs(db: Executor, keys?: string[]): Promise<number> {
  let query = db.selectFrom('jobs').select('attempts');
  if (keys) query = query.where('unique_key', 'in', keys);
  return (await query.execute()).filter((row) => row.attempts > 1).length;
}

/**
 * Moves the claim of every running job (of `kinds` when given) back to `claimedAt` and returns how many:
 * once the crash tests have killed every process, they age what the dead ones held instead of waiting
 * out a long stale time. For the crash tests.
 */
export async function backdateRunningJobClaims(
  db: Executor,
  claimedAt: string,
  kinds?: readonly string[],
): Promise<number> {
  let query = db.updateTable('jobs').set({ claimed_at: claimedAt }).where('status', '=', 'running');
  if (kinds) query = query.where('kind', 'in', kinds);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ids of jobs of the given kinds that may be claimed now: pending and due, or left running since
 * before `staleBefore` by a process that died mid-run. Earliest due first.
 */
export async function findDueJobIds(
  db: Executor,
  kinds: readonly string[],
  now: string,
  staleBefore: string,
  limit: number,
): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where(claimable(JOB_QUEUE, now, staleBefore))
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims one job. The UPDATE re-checks that the row is still claimable, so when several processes
 * race for it exactly one gets the row back. Claiming counts as an attempt, so a job that crashes
 * its process is not retried forever.
 */
export function claimJob(db: Executor, id: number, now: string, staleBefore: string) {
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', claimed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where(claimable(JOB_QUEUE, now, staleBefore))
    .returning(['id', 'kind', 'unique_key', 'payload_json', 'due_at', 'attempts', 'claimed_at'])
    .executeTakeFirst();
}

/** Records a finished run; false when the claim was lost meanwhile (the caller then rolls back). */
export async function markJobDone(
  db: Executor,
  id: number,
  claimedAt: string,
  now: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'jobs',
    'running',
    { id, claimedAt },
    { status: 'done', finished_at: now, last_error: null },
  );
}

/** Puts a claimed job back, due again at `dueAt`. */
export async function scheduleJobRetry(
  db: Executor,
  id: number,
  claimedAt: string,
  dueAt: string,
  error: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'jobs',
    'running',
    { id, claimedAt },
    { status: 'pending', due_at: dueAt, claimed_at: null, last_error: error },
  );
}

/** Gives up on a claimed job for good. */
export async function markJobFailed(
  db: Executor,
  id: number,
  claimedAt: string,
  now: string,
  error: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'jobs',
    'running',
    { id, claimedAt },
    { status: 'failed', finished_at: now, last_error: error },
  );
}

/** The due time of the oldest job that is due at `now` and not finished (waiting or running); undefined when none. */
export async function oldestDueJobAt(db: Executor, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .where('status', 'in', ['pending', 'running'])
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return row?.due_at ?? undefined;
}
