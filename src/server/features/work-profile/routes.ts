import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeSentAnswerSchema } from '#common/api-answers';
import { companyVerificationSentSchema } from '#common/company-verification';
import {
  isUniversityEmail,
  sendWorkCodeSchema,
  startupVerificationSchema,
  verifyWorkCodeSchema,
  WORK_PROFILE_MESSAGES as W,
  type VerifiedAffiliation,
  type WorkProfile,
  workEmailVerifiedSchema,
  workProfileViewSchema,
} from '#common/work-profile';
import { MailUnavailableError } from '#server/modules/mail';
import { oneTimeCodeMail } from '#server/modules/mail';
import { HttpError } from '#server/lib/http-error';
import { submitCompanyVerification } from '#server/features/company-verification';
import { issueCode, verifyCode, withdrawCode } from '#server/modules/one-time-codes';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { answerWithNoStore } from '#server/lib/no-store';
import { findAffiliation, otherAccountWithAffiliation, saveAffiliation } from './repository';

/** A work-email code is good only for the account that asked, and only for the role it asked for. */
function codeBinding(userId: number, role: string): string {
  return `user:${userId}:${role}`;
}

/**
 * Work-profile verification (docs/product.md#work-profile): a university email proven by a mailed code, or a
 * startup request.
 */
export const workProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const domains = app.config.universityEmailDomains;

  answerWithNoStore(app);

  function requireUniversityEmail(email: string) {
    if (!isUniversityEmail(email, domains)) {
      const message = W.wrongDomain(domains);
      throw new HttpError(400, message, { email: message });
    }
  }

  /** docs/product.md#work-profile: one university address verifies one account. */
  async function requireAddressFree(email: string, userId: number) {
    if (await otherAccountWithAffiliation(app.db, email, userId))
      throw new HttpError(409, W.emailTaken, { email: W.emailTaken });
  }

  app.get(
    '/api/work-profile',
    { config: { access: 'user' }, schema: { response: { 200: workProfileViewSchema } } },
    async (request): Promise<WorkProfile> => {
      const row = await findAffiliation(app.db, request.user.id);
      const affiliation: VerifiedAffiliation | null =
        row?.affiliation && row.affiliation_email && row.affiliation_verified_at
          ? { role: row.affiliation, email: row.affiliation_email, verifiedAt: row.affiliation_verified_at }
          : null;
      return { affiliation, acceptedDomains: domains };
    },
  );

  app.post(
    '/api/work-profile/send-code',
    {
      config: { access: 'user' },
      schema: { body: sendWorkCodeSchema, response: { 200: codeSentAnswerSchema } },
    },
    async (request) => {
      const { email, role } = request.body;
      requireUniversityEmail(email);
      await requireAddressFree(email, request.user.id);
      // Cooldown and hourly limits per address and per client come with the codes.
      const { code, cooldownSeconds } = await issueCode(app.db, {
        email,
        purpose: 'work_email',
        ip: request.ip,
        binding: codeBinding(request.user.id, role),
      });
      try {
        await app.mail.sendNow({ to: email, ...oneTimeCodeMail(code, 'work_email') });
      } catch (error) {
        if (!(error instanceof MailUnavailableError)) throw error;
        await withdrawCode(app.db, email, 'work_email');
        throw error;
      }
      return { message: W.codeSent(email), cooldownSeconds };
    },
  );

  app.post(
    '/api/work-profile/verify',
    {
      config: { access: 'user' },
      schema: { body: verifyWorkCodeSchema, response: { 200: workEmailVerifiedSchema } },
    },
    async (request) => {
      const { role, email, code } = request.body;
      requireUniversityEmail(email);
      const binding = codeBinding(request.user.id, role);
      if (!(await verifyCode(app.db, { email, purpose: 'work_email', code, binding }))) {
        throw new HttpError(400, W.wrongCode, { code: W.wrongCode });
      }
      await requireAddressFree(email, request.user.id);
      const affiliation = { role, email, verifiedAt: new Date().toISOString() };
      try {
        await saveAffiliation(app.db, request.user.id, affiliation);
      } catch (error) {
        // Two accounts verifying one address at the same moment: the unique index lets one through.
        if (isUniqueViolation(error)) throw new HttpError(409, W.emailTaken, { email: W.emailTaken });
        throw error;
      }
      return { message: W.verified(role, email), affiliation };
    },
  );

  app.post(
    '/api/work-profile/startup',
    {
      config: { access: 'user' },
      schema: { body: startupVerificationSchema, response: { 201: companyVerificationSentSchema } },
    },
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
