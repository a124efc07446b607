import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeSentAnswerSchema } from '#common/api-answers';
import {
  googleSignInSchema,
  LOGIN_MESSAGES,
  sendOtpSchema,
  signInResultSchema,
  verifyOtpSchema,
} from '#common/auth';
import { noBody } from '#server/lib/responses';
import { oneTimeCodeMail } from '#server/modules/mail';
import { MailUnavailableError } from '#server/modules/mail';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/authentication';
import { HttpError } from '#server/lib/http-error';
import { issueCode, verifyCode, withdrawCode } from '#server/modules/one-time-codes';
import { createSession, endSession } from '#server/modules/sessions';
import { findUserByEmail, findUserById, insertUserIfMissing, recordSignIn } from '#server/modules/users';
import { toProfile } from '#server/modules/users';
import { rolesOfUser } from '#server/modules/roles';
import { createGoogleTokenVerifier } from './google-id-token';

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
    const user = (await findUserById(app.db, existing.id))!;
    const token = await createSession(app.db, user.id);
    setSessionCookie(reply, config, token);
    reply.header('cache-control', 'no-store');
    const profile = toProfile(user, config, await rolesOfUser(app.db, user.id));
    if (!wantsBearerToken(request)) return { user: profile };
    reply.header('preference-applied', BEARER_PREFERENCE);
    return { token, user: profile };
  }

  app.get(
    '/api/auth/config',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ googleClientId: z.string().nullable() }) } },
    },
    async () => ({
      googleClientId: config.googleClientId ?? null,
    }),
  );

  app.post(
    '/api/auth/send-otp',
    {
      config: { access: 'public' },
      schema: { body: sendOtpSchema, response: { 200: codeSentAnswerSchema } },
    },
    async (request) => {
      const { email } = request.body;
      // The same answer whether or not the email has an account: a first sign-in creates it.
      const { code, cooldownSeconds } = await issueCode(app.db, { email, purpose: 'login', ip: request.ip });
      try {
        await app.mail.sendNow({ to: email, ...oneTimeCodeMail(code, 'login') });
      } catch (error) {
        if (!(error instanceof MailUnavailableError)) throw error;
        await withdrawCode(app.db, email, 'login');
        request.log.warn({ err: error }, 'sign-in code could not be mailed');
        throw new HttpError(503, LOGIN_MESSAGES.mailUnavailable);
      }
      return { message: LOGIN_MESSAGES.sent, cooldownSeconds };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      config: { access: 'public' },
      schema: { body: verifyOtpSchema, response: { 200: signInResultSchema } },
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      if (!(await verifyCode(app.db, { email, purpose: 'login', code: otp }))) {
        throw new HttpError(401, LOGIN_MESSAGES.invalidCode);
      }
      return signIn(request, reply, email);
    },
  );

  app.post(
    '/api/auth/google',
    {
      config: { access: 'public' },
      schema: { body: googleSignInSchema, response: { 200: signInResultSchema } },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { body: z.unknown().optional(), response: { 204: noBody } } },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply, config);
      return reply.code(204).send();
    },
  );
};
