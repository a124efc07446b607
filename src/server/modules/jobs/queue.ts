import { SqliteAdapter, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, DatabaseSchema, Executor } from '#server/db/database';
import {
  cancelPendingJob,
  claimJob,
  findDueJobIds,
  insertJob,
  markJobDone,
  markJobFailed,
  scheduleJobRetry,
} from './repository';

/** What a handler gets: the transaction its writes must use, its payload and the run's clock. */
export interface JobContext<P> {
  trx: Transaction<DatabaseSchema>;
  payload: P;
  job: { id: number; key: string; attempts: number; dueAt: Date };
  /** The time of this run (a test may run jobs "in the future"). */
  now: Date;
}

/**
 * One kind of job, defined by the feature that owns it. `run` writes only through `trx`: the job
 * is marked done in that same transaction, so its effects (rows, queued mail) happen exactly once
 * even when a process dies mid-run or two processes run it.
 */
export interface JobDefinition<P> {
  kind: string;
  payload: z.ZodType<P>;
  run: (context: JobContext<P>) => Promise<void>;
  /** Called after a run committed (for in-memory follow-ups such as waking a live feed). */
  afterCommit?: (payload: P) => void;
  /** Attempts before the job is given up as 'failed' (default MAX_JOB_ATTEMPTS). */
  maxAttempts?: number;
}

export interface ScheduledJob<P> {
  /** Idempotency key, e.g. `event-reminder:24h:registration:42`: scheduling it again changes nothing. */
  key: string;
  dueAt: Date;
  payload: P;
}

export interface Jobs {
  /** Makes a kind runnable by this process; every process that should run it defines it at start-up. */
  define<P>(definition: JobDefinition<P>): void;
  /** The definition of a kind this process defined (a crash test runs an app's kinds on its own runner). */
  definition(kind: string): JobDefinition<unknown> | undefined;
  /**
   * Stores a job (inside the caller's transaction when given one). A key that exists already keeps
   * its job, unless `replace` is set and that job has not started: then it moves to the new time
   * and payload. Returns true when a job was inserted or replaced.
   */
  schedule<P>(
    definition: JobDefinition<P>,
    job: ScheduledJob<P>,
    options?: { db?: Executor; replace?: boolean },
  ): Promise<boolean>;
  /** Cancels a job that has not started yet; false when there was none. */
  cancel(key: string, db?: Executor): Promise<boolean>;
  /** Runs every job due at `at` (now by default): used by the runner loop and by tests. Returns how many succeeded. */
  runDue(at?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const MAX_JOB_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A job left running this long was abandoned by a process that died mid-run. */
export const JOB_STALE_CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 50;

/** Wait before the next attempt after `attempts` failed ones: 30 s, doubling, at most 1 h. */
export function jobRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueueOptions {
  db: Database;
  now?: () => Date;
  log?: Logger;
  /** Told after a job was stored, with its due time (the runner wakes up for it). */
  onScheduled?: (dueAt: Date, inTransaction: boolean) => void;
  staleClaimMs?: number;
  /** Wait before the next attempt after `attempts` failed ones (default jobRetryDelayMs). */
  retryDelayMs?: (attempts: number) => number;
}

/** The handler's transaction is rolled back: another process holds the job now. */
class ClaimLostError extends Error {}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * The durable job queue. Jobs are rows; several processes share them by claiming each row with a
 * conditional UPDATE (as the mail outbox does), and each run commits its effects together with
 * "done" or not at all.
 */
export class JobQueue implements Jobs {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly log: Logger | undefined;
  private readonly onScheduled: (dueAt: Date, inTransaction: boolean) => void;
  private readonly staleClaimMs: number;
  private readonly retryDelayMs: (attempts: number) => number;
  // Definitions of different payload types share one map; each is only used with its own rows.
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private closing = false;
  private running: Promise<number> | undefined;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.log = options.log;
    this.onScheduled = options.onScheduled ?? (() => {});
    this.staleClaimMs = options.staleClaimMs ?? JOB_STALE_CLAIM_MS;
    this.retryDelayMs = options.retryDelayMs ?? jobRetryDelayMs;
  }

  define<P>(definition: JobDefinition<P>): void {
    if (!/^[a-z][a-z0-9-]*$/.test(definition.kind))
      throw new TypeError(`Job kind "${definition.kind}" must be lower-case words joined by hyphens`);
    const existing = this.definitions.get(definition.kind);
    if (existing && existing !== definition)
      throw new Error(`Job kind "${definition.kind}" is defined twice`);
    this.definitions.set(definition.kind, definition as JobDefinition<unknown>);
  }

  definition(kind: string): JobDefinition<unknown> | undefined {
    return this.definitions.get(kind);
  }

  async schedule<P>(
    definition: JobDefinition<P>,
    job: ScheduledJob<P>,
    options: { db?: Executor; replace?: boolean } = {},
  ): Promise<boolean> {
    if (job.key.length === 0 || job.key.length > 200) throw new TypeError('A job key is 1–200 characters');
    if (Number.isNaN(job.dueAt.getTime())) throw new TypeError(`Job "${job.key}" has an invalid due time`);
    // A payload the handler would refuse is a bug of the caller: fail now, not at run time.
    const payload = definition.payload.parse(job.payload);
    const db = options.db ?? this.db;
    const id = await insertJob(
      db,
      {
        kind: definition.kind,
        unique_key: job.key,
        payload_json: JSON.stringify(payload),
        due_at: job.dueAt.toISOString(),
      },
      this.now().toISOString(),
      options.replace ?? false,
    );
    if (id !== undefined && !this.closing) this.onScheduled(job.dueAt, db.isTransaction);
    return id !== undefined;
  }

  cancel(key: string, db: Executor = this.db): Promise<boolean> {
    return cancelPendingJob(db, key, this.now().toISOString());
  }

  runDue(at?: Date): Promise<number> {
    // One run at a time per process; a second caller waits for it and then runs its own.
    const previous = this.running ?? Promise.resolve(0);
    const run = previous.then(
      () => this.runDueNow(at ?? this.now()),
      () => this.runDueNow(at ?? this.now()),
    );
    this.running = run;
    void run.finally(() => {
      if (this.running === run) this.running = undefined;
    });
    return run;
  }

  /** Stops claiming jobs and waits for the run in progress (its job finishes or rolls back). */
  async shutdown(): Promise<void> {
    this.closing = true;
    await this.running?.catch(() => undefined);
  }

  private async runDueNow(at: Date): Promise<number> {
    const nowIso = at.toISOString();
    const staleBefore = new Date(at.getTime() - this.staleClaimMs).toISOString();
    const kinds = [...this.definitions.keys()];
    let succeeded = 0;
    const tried = new Set<number>();
    while (!this.closing) {
      const ids = (await findDueJobIds(this.db, kinds, nowIso, staleBefore, BATCH_SIZE)).filter(
        (id) => !tried.has(id),
      );
      if (ids.length === 0) break;
      for (const id of ids) {
        if (this.closing) break;
        tried.add(id);
        if (await this.runOne(id, at, staleBefore)) succeeded += 1;
      }
    }
    return succeeded;
  }

  /** Claims and runs one job; true when this call completed it. */
  private async runOne(id: number, at: Date, staleBefore: string): Promise<boolean> {
    const claimed = await claimJob(this.db, id, at.toISOString(), staleBefore);
    if (!claimed?.claimed_at) return false; // another process has it
    const claimedAt = claimed.claimed_at;
    const definition = this.definitions.get(claimed.kind);
    if (!definition) return false; // cannot happen: only defined kinds are looked up
    const maxAttempts = definition.maxAttempts ?? MAX_JOB_ATTEMPTS;

    const parsed = definition.payload.safeParse(JSON.parse(claimed.payload_json));
    if (!parsed.success) {
      await markJobFailed(
        this.db,
        id,
        claimedAt,
        at.toISOString(),
        `invalid payload: ${parsed.error.message}`,
      );
      this.log?.error({ jobId: id, kind: claimed.kind }, 'job payload is invalid; gave up');
      return false;
    }

    // On SQLite the handler's transaction starts with its one write that cannot wait: "done". A
    // transaction that first reads and then writes after an await (a QR image, a rendered mail) finds
    // its snapshot outdated by another process's commit, and SQLite answers "database is locked"
    // at once, whatever busy_timeout says. Taking the write lock first makes the others wait instead.
    // On PostgreSQL the job row is locked last, after the handler's own locks, in the order every
    // other transaction takes them.
    const lockFirst = this.db.getExecutor().adapter instanceof SqliteAdapter;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (lockFirst && !(await markJobDone(trx, id, claimedAt, at.toISOString())))
          throw new ClaimLostError();
        await definition.run({
          trx,
          payload: parsed.data,
          job: { id, key: claimed.unique_key, attempts: claimed.attempts, dueAt: new Date(claimed.due_at) },
          now: at,
        });
        // In the same transaction, so the handler's writes and "done" commit together; a lost claim undoes both.
        if (!lockFirst && !(await markJobDone(trx, id, claimedAt, at.toISOString())))
          throw new ClaimLostError();
      });
      definition.afterCommit?.(parsed.data);
      return true;
    } catch (error) {
      if (error instanceof ClaimLostError) {
        this.log?.warn(
          { jobId: id, kind: claimed.kind },
          'job was taken over by another process; rolled back',
        );
        return false;
      }
      const reason = describeError(error);
      if (claimed.attempts >= maxAttempts) {
        await markJobFailed(this.db, id, claimedAt, at.toISOString(), reason);
        this.log?.error(
          { jobId: id, kind: claimed.kind, attempts: claimed.attempts, reason },
          'job failed; gave up',
        );
      } else {
        const dueAt = new Date(at.getTime() + this.retryDelayMs(claimed.attempts)).toISOString();
        await scheduleJobRetry(this.db, id, claimedAt, dueAt, reason);
        this.log?.warn(
          { jobId: id, kind: claimed.kind, attempts: claimed.attempts, dueAt, reason },
          'job failed; will retry',
        );
      }
      return false;
    }
  }
}
