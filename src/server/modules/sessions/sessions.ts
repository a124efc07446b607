import { createHash, randomBytes } from 'node:crypto';
import { FIXED_RETENTION } from '#common/retention';
import type { Database, Executor } from '#server/db/database';
import type { SignedInUserRow } from '#server/db/database';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionById,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends after this long without a request… (as /privacy says, docs/product.md#retention) */
export const SESSION_IDLE_MS = FIXED_RETENTION.sessionIdleDays * DAY_MS;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = FIXED_RETENTION.sessionMaxDays * DAY_MS;
/** Recording activity on every request would make every read a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit token; only its hash is stored. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  await deleteExpiredSessions(db, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
  return token;
}

/** The user of a live session, or null; an expired or idle session is deleted on sight. */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SignedInUserRow | null> {
  if (!token || token.length > 128) return null;
  const row = await findSessionWithUser(db, hashToken(token));
  if (!row) return null;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now.getTime() || idleSince > SESSION_IDLE_MS) {
    await deleteSessionById(db, row.session_id);
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) await touchSession(db, row.session_id, now.toISOString());
  const { session_id: _sessionId, last_seen_at: _lastSeen, expires_at: _expires, ...user } = row;
  return user;
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** docs/product.md#retention: the daily run deletes the sessions that ended (as signing in does); answers how many. */
export function purgeEndedSessions(db: Executor, now: Date): Promise<number> {
  return deleteExpiredSessions(
    db,
    now.toISOString(),
    new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  );
}
