import { createHmac, timingSafeEqual } from 'node:crypto';
import { recordIdSchema } from '#common/ids';
import type { Executor } from '#server/db/database';
import { getOrCreateSecret } from '#server/modules/app-meta';

const SECRET_NAME = 'notification-unsubscribe';
const TOKEN = /^(\d{1,15})\.([a-z][a-z0-9.-]{0,59})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: Buffer, userId: number, scope: string): Buffer {
  return createHmac('sha256', secret).update(`notifications\u0000${userId}\u0000${scope}`).digest();
}

/**
 * The token of a one-click "stop these mails" link: the person, what it stops (`scope`, such as
 * `admin.report`) and an HMAC over both under a server secret. It never expires and stops only that.
 */
export async function preferenceToken(db: Executor, userId: number, scope: string): Promise<string> {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  return `${userId}.${scope}.${signature(secret, userId, scope).toString('base64url')}`;
}

/** The person and scope a token names, when this server made it; null otherwise. */
export async function readPreferenceToken(
  db: Executor,
  token: string,
): Promise<{ userId: number; scope: string } | null> {
  const match = TOKEN.exec(token);
  const id = recordIdSchema().safeParse(match?.[1]);
  if (!match || !id.success) return null;
  const scope = match[2]!;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(await getOrCreateSecret(db, SECRET_NAME), id.data, scope);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId: id.data, scope }
    : null;
}
