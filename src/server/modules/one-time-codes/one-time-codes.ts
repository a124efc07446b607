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
  forgetCodeRequests,
  pruneCodeRequests,
  recordCodeRequest,
  replaceCode,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Codes are stored as an HMAC under a server secret: a leaked table does not
 * give away codes, even though a 6-digit space is small. A code may be bound to more than its address
 * (the account that asked and what it asked for): the binding is part of the HMAC, so the same digits
 * given by anyone else, or for anything else, are simply a wrong code.
 */
async function hashCode(
  db: Database,
  email: string,
  purpose: OtpPurpose,
  code: string,
  binding = '',
): Promise<string> {
  const secret = await getOrCreateSecret(db, 'one-time-codes');
  const bound = binding ? `${binding}\u0000` : '';
  return createHmac('sha256', secret).update(`${purpose}\u0000${email}\u0000${bound}${code}`).digest('hex');
}

export function generateCode(): string {
  return randomInt(0, 10 ** OTP.length)
    .toString()
    .padStart(OTP.length, '0');
}

/**
 * The wait before the next code for an email and purpose, after `issued` codes in the last hour:
 * 15 s twice, then doubling (30 s, 1 min, 2 min, 4 min) up to 5 minutes. Whoever keeps asking (an
 * attacker included) only ever makes the owner wait that long, and every code asked for is mailed to the
 * owner, so a live code is always in their inbox: there is no lockout to cause.
 */
export function cooldownSeconds(issued: number): number {
  if (issued <= 0) return 0;
  const doubled = OTP.resendCooldownSeconds * 2 ** Math.max(0, issued - 2);
  return Math.min(doubled, OTP.maxCooldownSeconds);
}

export interface IssuedCode {
  code: string;
  /** How long before another code for this email and purpose may be asked for. */
  cooldownSeconds: number;
}

/**
 * Makes a new code for the email and purpose, replacing the previous one, after the progressive
 * cooldown of that email and purpose (docs/decisions/017-code-budgets.md) and within the client
 * address's budget of unused codes. `binding` ties the code to more than its address (see hashCode).
 */
export async function issueCode(
  db: Database,
  request: { email: string; purpose: OtpPurpose; ip: string; now?: Date; binding?: string },
): Promise<IssuedCode> {
  const now = request.now ?? new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [forEmail, fromIp] = await Promise.all([
    countCodeRequestsSince(db, { email: request.email, purpose: request.purpose }, hourAgo),
    countCodeRequestsSince(db, { ip: request.ip }, hourAgo),
  ]);
  if (forEmail.latest) {
    const readyAt = Date.parse(forEmail.latest) + cooldownSeconds(forEmail.count) * 1000;
    const leftSeconds = Math.ceil((readyAt - now.getTime()) / 1000);
    if (leftSeconds > 0) {
      throw new HttpError(429, LOGIN_MESSAGES.cooldown(leftSeconds), undefined, {
        'retry-after': String(leftSeconds),
      });
    }
  }
  if (fromIp.count >= OTP.maxUnusedPerIpPerHour) {
    throw new HttpError(429, LOGIN_MESSAGES.tooManyCodes, undefined, { 'retry-after': '600' });
  }

  const code = generateCode();
  const codeHash = await hashCode(db, request.email, request.purpose, code, request.binding);
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
  return { code, cooldownSeconds: cooldownSeconds(forEmail.count + 1) };
}

/** Withdraws a code whose email could not be sent, so the person may ask again at once. */
export async function withdrawCode(db: Database, email: string, purpose: OtpPurpose): Promise<void> {
  const row = await findCode(db, email, purpose);
  await db.transaction().execute(async (trx) => {
    if (row) await forgetCodeRequests(trx, email, purpose, row.created_at);
    await deleteCode(trx, email, purpose);
  });
}

/**
 * True when `code` is the live code for the email and purpose; it is then used up.
 * Every try counts, and after OTP.maxAttempts tries the code is dead.
 */
export async function verifyCode(
  db: Database,
  request: { email: string; purpose: OtpPurpose; code: string; now?: Date; binding?: string },
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
  const given = Buffer.from(
    await hashCode(db, request.email, request.purpose, request.code, request.binding),
    'hex',
  );
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (!(await consumeCode(db, row.id, now.toISOString()))) return false;
  // The owner proved the address: its cooldown starts over and the asking client is not charged for it.
  await forgetCodeRequests(db, request.email, request.purpose);
  return true;
}
