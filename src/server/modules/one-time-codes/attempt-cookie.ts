import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OTP, type OtpPurpose } from '#common/auth';
import type { Config } from '#server/config';

/** Purposes whose code is asked for without an account: the browser that asks is told an attempt id. */
export type BrowserCodePurpose = Exclude<OtpPurpose, 'work_email' | 'delete_account'>;

const NAMES: Record<BrowserCodePurpose, string> = {
  login: 'sign-in-attempt',
  unsubscribe: 'unsubscribe-attempt',
  newsletter: 'newsletter-attempt',
};

const ATTEMPT_ID = /^[A-Za-z0-9_-]{22,64}$/;

function cookieName(config: Config, purpose: BrowserCodePurpose): string {
  // As the session cookie: __Host- pins it to this exact origin over HTTPS.
  return config.env === 'production' ? `__Host-${NAMES[purpose]}` : NAMES[purpose];
}

/**
 * A new attempt at a code: a random id (128 bits), the binding for issueCode. Once the code is mailed,
 * keepCodeAttempt gives it to the browser; only that browser can then try the code, so nobody else's
 * wrong tries can use it up (docs/decisions/034-codes-bound-to-the-client.md).
 */
export function newCodeAttempt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Gives the browser its attempt id in an HttpOnly, SameSite=Strict cookie that lives as long as a code.
 * Only after the code was made: a refused request must not take away the id of the code already mailed.
 */
export function keepCodeAttempt(
  reply: FastifyReply,
  config: Config,
  purpose: BrowserCodePurpose,
  id: string,
): void {
  reply.setCookie(cookieName(config, purpose), id, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env === 'production',
    path: '/',
    maxAge: OTP.ttlMinutes * 60,
  });
}

/** The attempt id this browser was given for the purpose, or null when it has none. */
export function codeAttemptOf(
  request: FastifyRequest,
  config: Config,
  purpose: BrowserCodePurpose,
): string | null {
  const id = request.cookies[cookieName(config, purpose)];
  return id && ATTEMPT_ID.test(id) ? id : null;
}

/** Ends the attempt once its code was used. */
export function endCodeAttempt(reply: FastifyReply, config: Config, purpose: BrowserCodePurpose): void {
  reply.clearCookie(cookieName(config, purpose), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env === 'production',
    path: '/',
  });
}
