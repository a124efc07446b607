import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '#server/db/database';
import { getOrCreateSecret } from '#server/modules/app-meta';

const SECRET_NAME = 'newsletter-confirm';

/** docs/product.md#newsletter-subscription: a confirmation link works this long, then the request lapses. */
export const CONFIRM_LINK_VALID_DAYS = 7;

function signature(secret: Buffer, email: string, issuedAt: number): Buffer {
  return createHmac('sha256', secret).update(`confirm\u0000${email}\u0000${issuedAt}`).digest();
}

/**
 * The token of a confirmation link: the address, when it was asked for (seconds), and an HMAC over both
 * under a server secret. Nothing is stored until the address is confirmed.
 */
export async function confirmToken(db: Executor, email: string, now: Date): Promise<string> {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sig = signature(secret, email, issuedAt).toString('base64url');
  return `${Buffer.from(email).toString('base64url')}.${issuedAt}.${sig}`;
}

/** The address and request time of a token this server made that has not lapsed, or null. */
export async function readConfirmToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ email: string; issuedAt: Date } | null> {
  const match = /^([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const issuedAt = Number(match[2]);
  const ageSeconds = now.getTime() / 1000 - issuedAt;
  if (ageSeconds < -60 || ageSeconds > CONFIRM_LINK_VALID_DAYS * 86_400) return null;
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  const expected = signature(secret, email, issuedAt);
  const given = Buffer.from(match[3]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { email, issuedAt: new Date(issuedAt * 1000) };
}
