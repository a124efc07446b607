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
  lockCodeBudget,
  pruneCodes,
  recordCodeRequest,
  replaceCode,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Codes are stored as an HMAC under a server secret: a leaked table does not
 * give away codes, even though a 6-digit space is small. A code is bound to the client that asked (the
 * browser's attempt id, or the account and what it asked for): the binding is part of the HMAC, so the same
 * digits given by anyone else, or for anything else, are simply a wrong code.
 */
async function hashCode(
  db: Database,
  email: string,
  purpose: OtpPurpose,
  code: string,
  binding: string,
): Promise<string> {
  const secret = await getOrCreateSecret(db, 'one-time-codes');
  return createHmac('sha256', secret)
    .update(`${purpose}\u0000${email}\u0000${binding}\u0000${code}`)
    .digest('hex');
}

/**
 * Names the client a code belongs to: the code is found only by the client that asked for it, so
 * nobody else's tries ever reach it (docs/decisions/034-codes-bound-to-the-client.md).
 */
async function hashClient(db: Database, purpose: OtpPurpose, binding: string): Promise<string> {
  const secret = await getOrCreateSecret(db, 'one-time-codes');
  return createHmac('sha256', secret).update(`client\u0000${purpose}\u0000${binding}`).digest('hex');
}

export function generateCode(): string {
  return randomInt(0, 10 ** OTP.length)
    .toString()
    .padStart(OTP.length, '0');
}

/**
 * The wait before the next code for an email and purpose from one client address, after `issued` codes in
 * the last hour: 15 s twice, then doubling (30 s, 1 min, 2 min, 4 min) up to 5 minutes. It is counted per
 * address because codes are bound to the client that asked: someone asking for the owner's email from
 * elsewhere must never make the owner wait (docs/decisions/034-codes-bound-to-the-client.md).
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

/** Who asks for or tries a code: what it is bound to (never empty) and the client address. */
export interface CodeClient {
  email: string;
  purpose: OtpPurpose;
  /** The browser's attempt id (attempt-cookie.ts), or the account and what it asked for. */
  binding: string;
  ip: string;
}

/**
 * Makes a new code for the email, purpose and client, replacing that client's previous one, after the
 * progressive cooldown of that email and purpose from this client address and within the address's budget
 * of unused codes (docs/decisions/017-code-budgets.md, 034-codes-bound-to-the-client.md). Counting and
 * recording are one step on every instance: the address's budget is locked until the code is stored.
 */
export async function issueCode(db: Database, request: CodeClient & { now?: Date }): Promise<IssuedCode> {
  if (!request.binding) throw new Error('a code must be bound to the client that asks for it');
  const now = request.now ?? new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const code = generateCode();
  const [codeHash, clientHash] = await Promise.all([
    hashCode(db, request.email, request.purpose, code, request.binding),
    hashClient(db, request.purpose, request.binding),
  ]);
  const { email, purpose, ip } = request;
  const cooldown = await db.transaction().execute(async (trx) => {
    await lockCodeBudget(trx, ip);
    // A write first: on SQLite it takes the write lock at once, as an immediate transaction would.
    const id = await recordCodeRequest(trx, { email, ip, purpose, created_at: now.toISOString() });
    const [forEmail, fromIp] = await Promise.all([
      countCodeRequestsSince(trx, { email, purpose, ip }, hourAgo, id),
      countCodeRequestsSince(trx, { ip }, hourAgo, id),
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
    await replaceCode(trx, {
      email,
      purpose,
      client_hash: clientHash,
      ip,
      code_hash: codeHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OTP.ttlMinutes * 60 * 1000).toISOString(),
    });
    return cooldownSeconds(forEmail.count + 1);
  });
  await pruneCodes(db, new Date(now.getTime() - 2 * HOUR_MS).toISOString());
  return { code, cooldownSeconds: cooldown };
}

/** Withdraws a client's code whose email could not be sent, so the person may ask again at once. */
export async function withdrawCode(db: Database, request: Omit<CodeClient, 'ip'>): Promise<void> {
  const clientHash = await hashClient(db, request.purpose, request.binding);
  const row = await findCode(db, request.email, request.purpose, clientHash);
  if (!row) return;
  await db.transaction().execute(async (trx) => {
    await forgetCodeRequests(trx, row, row.created_at);
    await deleteCode(trx, row.id);
  });
}

/**
 * True when `code` is the live code of this client for the email and purpose; it is then used up. Only
 * the client that asked has a code to try: anyone else's try is simply wrong and touches nothing. Every
 * try of that client counts, and after OTP.maxAttempts tries the code is dead.
 */
export async function verifyCode(
  db: Database,
  request: Omit<CodeClient, 'ip' | 'binding'> & { code: string; binding: string | null; now?: Date },
): Promise<boolean> {
  const now = request.now ?? new Date();
  if (!request.binding) return false;
  const clientHash = await hashClient(db, request.purpose, request.binding);
  const row = await findCode(db, request.email, request.purpose, clientHash);
  if (!row || row.consumed_at || Date.parse(row.expires_at) <= now.getTime()) return false;
  // A malformed guess is still a try: it must not be a free one.
  if (!(await countAttempt(db, row.id, OTP.maxAttempts)) || !/^\d{6}$/.test(request.code)) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(
    await hashCode(db, request.email, request.purpose, request.code, request.binding),
    'hex',
  );
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (!(await consumeCode(db, row.id, now.toISOString()))) return false;
  // The owner proved the address: the cooldown starts over and the asking address is not charged for it.
  await forgetCodeRequests(db, row);
  return true;
}
