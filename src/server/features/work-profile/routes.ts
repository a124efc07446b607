import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isUniversityEmail,
  WORK_PROFILE_MESSAGES as W,
  type VerifiedAffiliation,
  type WorkProfile,
} from '#common/work-profile';
import { workProfileEndpoints } from '#common/work-profile-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { MailUnavailableError } from '#server/modules/mail';
import { oneTimeCodeMail } from '#server/modules/mail';
import { HttpError } from '#server/lib/http-error';
import { submitCompanyVerification } from '#server/features/company-verification';
import { issueCode, verifyCode, withdrawCode } from '#server/modules/one-time-codes';
import { findAffiliation, otherAccountWithAffiliation, saveAffiliation } from '#server/modules/users';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { answerWithNoStore } from '#server/lib/no-store';

/**
 * A work-email code is good only for the account that asked, and only for the role it asked for; only that
 * account's tries count against it (docs/decisions/034-codes-bound-to-the-client.md).
 */
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

  app.route({
    ...endpointRoute(workProfileEndpoints.mine),
    handler: async (request): Promise<WorkProfile> => {
      const row = await findAffiliation(app.db, request.user.id);
      const affiliation: VerifiedAffiliation | null =
        row?.affiliation && row.affiliation_email && row.affiliation_verified_at
          ? { role: row.affiliation, email: row.affiliation_email, verifiedAt: row.affiliation_verified_at }
          : null;
      return { affiliation, acceptedDomains: domains };
    },
  });

  app.route({
    ...endpointRoute(workProfileEndpoints.sendCode),
    handler: async (request) => {
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
        await withdrawCode(app.db, {
          email,
          purpose: 'work_email',
          binding: codeBinding(request.user.id, role),
        });
        throw error;
      }
      return { message: W.codeSent(email), cooldownSeconds };
    },
  });

  app.route({
    ...endpointRoute(workProfileEndpoints.verify),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(workProfileEndpoints.startup),
    handler: async (request, reply) => {
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
  });
};
