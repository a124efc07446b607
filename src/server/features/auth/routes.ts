import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_MESSAGES } from '#common/auth';
import { authEndpoints } from '#common/auth-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { oneTimeCodeMail } from '#server/modules/mail';
import { MailUnavailableError } from '#server/modules/mail';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/authentication';
import { HttpError } from '#server/lib/http-error';
import {
  codeAttemptOf,
  endCodeAttempt,
  issueCode,
  keepCodeAttempt,
  newCodeAttempt,
  verifyCode,
  withdrawCode,
} from '#server/modules/one-time-codes';
import { createSession, endSession } from '#server/modules/sessions';
import { findUserByEmail, findUserById, insertUserIfMissing, recordSignIn } from '#server/modules/users';
import { toProfile } from '#server/modules/users';
import { rolesOfUser } from '#server/modules/roles';
import { cancelDeletionOnSignIn } from '#server/features/account-deletion';
import { createGoogleTokenVerifier } from './google-id-token';
import { countWrongCode, refuseAfterTooManyWrongCodes } from './wrong-tries';
import { noStore } from '#server/lib/no-store';

/**
 * Whether the client asked for the session token in the answer (`Prefer: bearer-token`, RFC 7240). Browsers
 * need only the HttpOnly cookie, so by default the token is not put where a script could read it
 * (docs/product.md#sessions).
 */
export function wantsBearerToken(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return values
    .split(',')
    .some((preference) => preference.split(';')[0]!.trim().toLowerCase() === BEARER_PREFERENCE);
}

const BEARER_PREFERENCE = 'bearer-token';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const verifyGoogleToken = config.googleClientId
    ? createGoogleTokenVerifier(config.googleClientId, config.googleJwksUrl)
    : null;

  /** Finds or creates the user, opens a new session and sets its cookie. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    fromProvider: { full_name?: string; picture_url?: string } = {},
  ) {
    const now = new Date().toISOString();
    await insertUserIfMissing(app.db, {
      email,
      full_name: fromProvider.full_name ?? '',
      picture_url: fromProvider.picture_url ?? null,
      now,
    });
    const existing = (await findUserByEmail(app.db, email))!;
    await recordSignIn(app.db, existing.id, {
      last_sign_in_at: now,
      // A name from Google fills in only what the person has not set themselves.
      ...(fromProvider.full_name && !existing.full_name ? { full_name: fromProvider.full_name } : {}),
      ...(fromProvider.picture_url ? { picture_url: fromProvider.picture_url } : {}),
    });
    // Signing in during the grace period cancels a deletion (docs/product.md#delete-account).
    const deletionCancelled = await app.db
      .transaction()
      .execute((trx) => cancelDeletionOnSignIn(app, trx, existing));
    const user = (await findUserById(app.db, existing.id))!;
    const token = await createSession(app.db, user.id);
    setSessionCookie(reply, config, token);
    noStore(reply);
    const profile = toProfile(user, config, await rolesOfUser(app.db, user.id));
    const cancelled = deletionCancelled ? { deletionCancelled } : {};
    if (!wantsBearerToken(request)) return { user: profile, ...cancelled };
    reply.header('preference-applied', BEARER_PREFERENCE);
    return { token, user: profile, ...cancelled };
  }

  app.route({
    ...endpointRoute(authEndpoints.config),
    handler: async () => ({
      googleClientId: config.googleClientId ?? null,
    }),
  });

  app.route({
    ...endpointRoute(authEndpoints.sendOtp),
    handler: async (request, reply) => {
      const { email } = request.body;
      // The code is bound to this browser: only its tries count (docs/product.md#one-time-codes).
      const binding = newCodeAttempt();
      // The same answer whether or not the email has an account: a first sign-in creates it.
      const { code, cooldownSeconds } = await issueCode(app.db, {
        email,
        purpose: 'login',
        binding,
        ip: request.ip,
      });
      try {
        await app.mail.sendNow({ to: email, ...oneTimeCodeMail(code, 'login') });
      } catch (error) {
        if (!(error instanceof MailUnavailableError)) throw error;
        await withdrawCode(app.db, { email, purpose: 'login', binding });
        request.log.warn({ err: error }, 'sign-in code could not be mailed');
        throw new HttpError(503, LOGIN_MESSAGES.mailUnavailable);
      }
      keepCodeAttempt(reply, config, 'login', binding);
      return { message: LOGIN_MESSAGES.sent, cooldownSeconds };
    },
  });

  app.route({
    ...endpointRoute(authEndpoints.verifyOtp),
    handler: async (request, reply) => {
      const { email, otp } = request.body;
      await refuseAfterTooManyWrongCodes(app.db, request.ip);
      const binding = codeAttemptOf(request, config, 'login');
      if (!(await verifyCode(app.db, { email, purpose: 'login', code: otp, binding }))) {
        await countWrongCode(app.db, request.ip);
        throw new HttpError(401, LOGIN_MESSAGES.invalidCode);
      }
      endCodeAttempt(reply, config, 'login');
      return signIn(request, reply, email);
    },
  });

  app.route({
    ...endpointRoute(authEndpoints.google),
    handler: async (request, reply) => {
      if (!verifyGoogleToken) throw new HttpError(404, 'Google sign-in is not enabled on this site.');
      let identity;
      try {
        identity = await verifyGoogleToken(request.body.credential);
      } catch (error) {
        request.log.info(
          { reason: error instanceof Error ? error.message : String(error) },
          'Google token refused',
        );
        throw new HttpError(401, LOGIN_MESSAGES.googleFailed);
      }
      return signIn(request, reply, identity.email, {
        ...(identity.name ? { full_name: identity.name } : {}),
        ...(identity.picture ? { picture_url: identity.picture } : {}),
      });
    },
  });

  app.route({
    ...endpointRoute(authEndpoints.logout),
    handler: async (request, reply) => {
      const token = request.sessionToken();
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply, config);
      return reply.code(204).send();
    },
  });
};
