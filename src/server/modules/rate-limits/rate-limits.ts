import type { Executor } from '#server/db/database';
import { countHit, deleteExpiredCounts, readCount, uncountHit } from './repository';

/**
 * A limit: at most `max` hits per subject in each fixed window of `windowMs`. Counted in the database so
 * that it holds across instances and restarts (docs/decisions/031-limits-in-the-database.md).
 */
export interface Limit {
  /** Names the limit in its keys, e.g. `verify-otp-wrong`; distinct for every limit. */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitAnswer {
  /** False when this hit went over the limit. */
  allowed: boolean;
  /** Hits counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts over. */
  retryAfterSeconds: number;
}

function windowOf(limit: Limit, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const end = start + limit.windowMs;
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
  };
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

// Expired counts are deleted now and then by whichever instance counts next; nothing depends on when.
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let lastPrunedAt = 0;

/** Counts a hit against the limit for `subject` and says whether it is within it. */
export async function takeHit(
  db: Executor,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<LimitAnswer> {
  const window = windowOf(limit, now);
  if (now - lastPrunedAt >= PRUNE_EVERY_MS) {
    lastPrunedAt = now;
    await deleteExpiredCounts(db, new Date(now).toISOString());
  }
  const count = await countHit(db, {
    key: keyOf(limit, subject),
    windowStart: window.start,
    expiresAt: window.end,
  });
  return { allowed: count <= limit.max, count, retryAfterSeconds: window.retryAfterSeconds };
}

/** Whether `subject` has already used up the limit in this window, without counting anything. */
export async function isOverLimit(
  db: Executor,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<LimitAnswer> {
  const window = windowOf(limit, now);
  const count = await readCount(db, keyOf(limit, subject), window.start);
  return { allowed: count < limit.max, count, retryAfterSeconds: window.retryAfterSeconds };
}

/** Takes back a hit counted by `takeHit` in the same window (e.g. a sign-in try that was right). */
export async function giveBackHit(
  db: Executor,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<void> {
  await uncountHit(db, keyOf(limit, subject), windowOf(limit, now).start);
}
