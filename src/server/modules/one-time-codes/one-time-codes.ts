import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_MESSAGES, OTP, type OtpPurpose } from '#common/auth';
import type { Database } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { getOrCreateSecret } from '#server/modules/app-meta';
import {
  consumeCode,
  countAttempt,
  countCodeRequestsSince,
  deleteCode,
  findCode,
  pruneCodeRequests,
  recordCodeRequest,
  replaceCode,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Codes are stored as an HMAC under a server secret: a leaked table does not
 * give away codes, even though a 6-digit space is small.
 */
async function hashCode(db: Database, email: string, purpose: OtpPurpose, code: string): Promise<string> {
  const secret = await getOrCreateSecret(db, 'one-time-codes');
  return createHmac('sha256', secret).update(`${purpose}\u0000${email}\u0000${code}`).digest('hex');
}

export function generateCode(): string {
  return randomInt(0, 10 ** OTP.length)
    .toString()
    .padStart(OTP.length, '0');
}

/**
 * Makes a new code for the email and purpose, replacing the previous one, after
 * the resend cooldown and the hourly limits per email and per address.
 */
export async function issueCode(
  db: Database,
  request: { email: string; purpose: OtpPurpose; ip: string; now?: Date },
): Promise<string> {
  const now = request.now ?? new Date();
  const existing = await findCode(db, request.email, request.purpose);
  if (existing) {
    const elapsedMs = now.getTime() - Date.parse(existing.created_at);
    const leftSeconds = Math.ceil((OTP.resendCooldownSeconds * 1000 - elapsedMs) / 1000);
    if (leftSeconds > 0) {
      throw new HttpError(429, LOGIN_MESSAGES.cooldown(leftSeconds), undefined, {
        'retry-after': String(leftSeconds),
      });
    }
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [byEmail, byIp] = await Promise.all([
    countCodeRequestsSince(db, { email: request.email }, hourAgo),
    countCodeRequestsSince(db, { ip: request.ip }, hourAgo),
  ]);
  if (byEmail >= OTP.maxPerEmailPerHour || byIp >= OTP.maxPerIpPerHour) {
    throw new HttpError(429, LOGIN_MESSAGES.tooManyCodes, undefined, { 'retry-after': '3600' });
  }

  const code = generateCode();
  const codeHash = await hashCode(db, request.email, request.purpose, code);
  await db.transaction().execute(async (trx) => {
    await replaceCode(trx, {
      email: request.email,
      purpose: request.purpose,
      code_hash: codeHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OTP.ttlMinutes * 60 * 1000).toISOString(),
    });
    await recordCodeRequest(trx, {
      email: request.email,
      ip: request.ip,
      purpose: request.purpose,
      created_at: now.toISOString(),
    });
  });
  await pruneCodeRequests(db, new Date(now.getTime() - 2 * HOUR_MS).toISOString());
  return code;
}

/** Withdraws a code whose email could not be sent, so the person may ask again at once. */
export async function withdrawCode(db: Database, email: string, purpose: OtpPurpose): Promise<void> {
  await deleteCode(db, email, purpose);
}

/**
 * True when `code` is the live code for the email and purpose; it is then used up.
 * Every try counts, and after OTP.maxAttempts tries the code is dead.
 */
export async function verifyCode(
  db: Database,
  request: { email: string; purpose: OtpPurpose; code: string; now?: Date },
): Promise<boolean> {
  const now = request.now ?? new Date();
  if (!/^\d{6}$/.test(request.code)) {
    // Still a try: a malformed guess must not be a free one.
    const row = await findCode(db, request.email, request.purpose);
    if (row) await countAttempt(db, row.id, OTP.maxAttempts);
    return false;
  }
  const row = await findCode(db, request.email, request.purpose);
  if (!row || row.consumed_at || Date.parse(row.expires_at) <= now.getTime()) return false;
  if (!(await countAttempt(db, row.id, OTP.maxAttempts))) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(await hashCode(db, request.email, request.purpose, request.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return consumeCode(db, row.id, now.toISOString());
}
