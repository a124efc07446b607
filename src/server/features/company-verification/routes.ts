import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  companyVerificationSchema,
  idParamsSchema,
  verificationDecisionSchema,
  verificationListQuerySchema,
} from '#common/company-verification';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { verificationDecisionMail } from './mails';
import { decideVerification, findVerificationById, listVerifications } from './repository';
import { submitCompanyVerification, toVerificationRequest, verificationStatusOf } from './service';

/**
 * Company verification requests and their review (docs/product.md#company-verification,
 * docs/product.md#startup-verification-tab).
 */
export const companyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // Always the signed-in user's own request: an `email` in the query is ignored
  // (docs/product.md#roles-and-permissions).
  app.get('/api/company-verification-status', { config: { access: 'user' } }, async (request) =>
    verificationStatusOf(app.db, request.user.id),
  );

  app.post(
    '/api/company-verification',
    { config: { access: 'user' }, schema: { body: companyVerificationSchema } },
    async (request, reply) => {
      const body = request.body;
      const status = await submitCompanyVerification(app, request.user, {
        companyName: body.companyName,
        companyWebsite: body.companyWebsite,
        linkedinUrl: body.linkedinUrl,
        socialMediaUrl: body.socialMediaUrl ?? null,
        additionalInfo: body.additionalInfo,
      });
      return reply.code(201).send({ message: M.success, ...status });
    },
  );

  app.get(
    '/api/company-verifications',
    { config: { access: 'admin' }, schema: { querystring: verificationListQuerySchema } },
    async (request) => ({
      items: (await listVerifications(app.db, request.query.status)).map(toVerificationRequest),
    }),
  );

  app.patch(
    '/api/company-verification/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: verificationDecisionSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const decided = await app.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (
          !(await decideVerification(trx, id, { status, decided_at: now, decided_by: request.user.email }))
        ) {
          const existing = await findVerificationById(trx, id);
          throw existing ? new HttpError(409, M.alreadyDecided) : new HttpError(404, M.notFound);
        }
        const row = (await findVerificationById(trx, id))!;
        await app.mail.send(
          { to: row.user_email, ...verificationDecisionMail(status, row.company_name, app.config) },
          trx,
        );
        await recordAdminAction(trx, request.user, {
          action: status === 'approved' ? 'verification.approve' : 'verification.decline',
          subjectType: 'company_verification',
          subjectId: id,
          summary: `${status === 'approved' ? 'Approved' : 'Declined'} company verification of "${row.company_name}" for ${row.user_email}`,
        });
        return row;
      });
      return toVerificationRequest(decided);
    },
  );
};
