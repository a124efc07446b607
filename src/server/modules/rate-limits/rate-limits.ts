import type { Executor } from '#server/db/database';
import { countHit, deleteExpiredCounts, readCount, uncountHit } from './repository';

/**
 * A limit: at most `max` hits per subject in a window of `windowMs` that begins at the subject's first hit
 * (the next hit after it ends begins the next). Counted in the database so that it holds across instances
 * and restarts (docs/decisions/031-limits-in-the-database.md).
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

/** Seconds from `now` until a window ending at `end` is over (at least 1). */
const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

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
  if (now - lastPrunedAt >= PRUNE_EVERY_MS) {
    lastPrunedAt = now;
    await deleteExpiredCounts(db, new Date(now).toISOString());
  }
  const window = await countHit(db, {
    key: keyOf(limit, subject),
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + limit.windowMs).toISOString(),
  });
  return {
    allowed: window.count <= limit.max,
    count: window.count,
    retryAfterSeconds: secondsUntil(Date.parse(window.expiresAt), now),
  };
}

/** Whether `subject` has already used up the limit in its open window, without counting anything. */
export async function isOverLimit(
  db: Executor,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<LimitAnswer> {
  const window = await readCount(db, keyOf(limit, subject), new Date(now).toISOString());
  const end = window.expiresAt === null ? now + limit.windowMs : Date.parse(window.expiresAt);
  return {
    allowed: window.count < limit.max,
    count: window.count,
    retryAfterSeconds: secondsUntil(end, now),
  };
}

/** Takes back a hit counted by `takeHit` in the same window (e.g. a sign-in try that was right). */
export async function giveBackHit(
  db: Executor,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<void> {
  await uncountHit(db, keyOf(limit, subject), new Date(now).toISOString());
}
