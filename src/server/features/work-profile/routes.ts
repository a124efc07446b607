import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OTP } from '#common/auth';
import {
  isUniversityEmail,
  sendWorkCodeSchema,
  startupVerificationSchema,
  verifyWorkCodeSchema,
  WORK_PROFILE_MESSAGES as W,
  type VerifiedAffiliation,
  type WorkProfile,
} from '#common/work-profile';
import { MailUnavailableError } from '#server/modules/mail';
import { oneTimeCodeMail } from '#server/modules/mail';
import { HttpError } from '#server/lib/http-error';
import { submitCompanyVerification } from '#server/features/company-verification';
import { issueCode, verifyCode, withdrawCode } from '#server/modules/one-time-codes';
import { findAffiliation, saveAffiliation } from './repository';

/**
 * Work-profile verification (docs/product.md#work-profile): a university email proven by a mailed code, or a
 * startup request.
 */
export const workProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const domains = app.config.universityEmailDomains;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  function requireUniversityEmail(email: string) {
    if (!isUniversityEmail(email, domains)) {
      const message = W.wrongDomain(domains);
      throw new HttpError(400, message, { email: message });
    }
  }

  app.get('/api/work-profile', { config: { access: 'user' } }, async (request): Promise<WorkProfile> => {
    const row = await findAffiliation(app.db, request.user.id);
    const affiliation: VerifiedAffiliation | null =
      row?.affiliation && row.affiliation_email && row.affiliation_verified_at
        ? { role: row.affiliation, email: row.affiliation_email, verifiedAt: row.affiliation_verified_at }
        : null;
    return { affiliation, acceptedDomains: domains };
  });

  app.post(
    '/api/work-profile/send-code',
    { config: { access: 'user' }, schema: { body: sendWorkCodeSchema } },
    async (request) => {
      const { email } = request.body;
      requireUniversityEmail(email);
      // Cooldown and hourly limits per address and per client come with the codes.
      const code = await issueCode(app.db, { email, purpose: 'work_email', ip: request.ip });
      try {
        await app.mail.sendNow({ to: email, ...oneTimeCodeMail(code, 'work_email') });
      } catch (error) {
        if (!(error instanceof MailUnavailableError)) throw error;
        await withdrawCode(app.db, email, 'work_email');
        throw error;
      }
      return { message: W.codeSent(email), cooldownSeconds: OTP.resendCooldownSeconds };
    },
  );

  app.post(
    '/api/work-profile/verify',
    { config: { access: 'user' }, schema: { body: verifyWorkCodeSchema } },
    async (request) => {
      const { role, email, code } = request.body;
      requireUniversityEmail(email);
      if (!(await verifyCode(app.db, { email, purpose: 'work_email', code }))) {
        throw new HttpError(400, W.wrongCode, { code: W.wrongCode });
      }
      const affiliation = { role, email, verifiedAt: new Date().toISOString() };
      await saveAffiliation(app.db, request.user.id, affiliation);
      return { message: W.verified(role, email), affiliation };
    },
  );

  app.post(
    '/api/work-profile/startup',
    { config: { access: 'user' }, schema: { body: startupVerificationSchema } },
    async (request, reply) => {
      const { name, website, description, linkedinUrl } = request.body;
      const status = await submitCompanyVerification(app, request.user, {
        companyName: name,
        companyWebsite: website,
        linkedinUrl: linkedinUrl ?? null,
        socialMediaUrl: null,
        additionalInfo: description,
      });
      return reply.code(201).send({ message: W.requestSent(name), ...status });
    },
  );
};
