import { LOGIN_MESSAGES, OTP } from '#common/auth';
import type { Database } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isOverLimit, takeHit, type Limit } from '#server/modules/rate-limits';

/**
 * Wrong sign-in codes per client address (docs/decisions/034-codes-bound-to-the-client.md). Only wrong
 * tries count, so a campus behind one address whose people sign in is never slowed; nothing is counted
 * per email, which would let anyone slow down someone else.
 */
export const WRONG_CODES: Limit = {
  name: 'verify-otp-wrong',
  max: OTP.maxWrongTriesPerAddress,
  windowMs: OTP.wrongTriesWindowMinutes * 60 * 1000,
};

/** Refuses with 429, saying how long to wait, when the address has tried too many wrong codes. */
export async function refuseAfterTooManyWrongCodes(db: Database, ip: string): Promise<void> {
  const answer = await isOverLimit(db, WRONG_CODES, ip);
  if (answer.allowed) return;
  throw new HttpError(429, LOGIN_MESSAGES.tooManyWrongCodes(answer.retryAfterSeconds), undefined, {
    'retry-after': String(answer.retryAfterSeconds),
  });
}

export async function countWrongCode(db: Database, ip: string): Promise<void> {
  await takeHit(db, WRONG_CODES, ip);
}
