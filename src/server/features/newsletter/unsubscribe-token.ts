import { createHmac, timingSafeEqual } from 'node:crypto';
import { recordIdSchema } from '#common/ids';
import type { Executor } from '#server/db/database';
import { getOrCreateSecret } from '#server/modules/app-meta';

const SECRET_NAME = 'newsletter-unsubscribe';

function signature(secret: Buffer, subscriberId: number, email: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe\u0000${subscriberId}\u0000${email}`).digest();
}

/**
 * The token of a subscriber's one-click unsubscribe link: their id and an HMAC over id and
 * address under a server secret. It never expires (old newsletters keep working) and only
 * ever unsubscribes that one address.
 */
export async function unsubscribeToken(db: Executor, subscriberId: number, email: string): Promise<string> {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  return `${subscriberId}.${signature(secret, subscriberId, email).toString('base64url')}`;
}

/** Makes tokens for many recipients with one secret lookup. */
export async function unsubscribeTokenSigner(db: Executor) {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  return (subscriberId: number, email: string) =>
    `${subscriberId}.${signature(secret, subscriberId, email).toString('base64url')}`;
}

/** The subscriber id a well-formed token names, before its signature is checked. */
export function tokenSubscriberId(token: string): number | null {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = recordIdSchema().safeParse(match?.[1]);
  return id.success ? id.data : null;
}

/** True when the token was made by this server for this subscriber and address. */
export async function tokenMatches(
  db: Executor,
  token: string,
  subscriber: { id: number; email: string },
): Promise<boolean> {
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  const expected = signature(secret, subscriber.id, subscriber.email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
