import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  companyVerificationSchema,
  verificationDecisionSchema,
  verificationListQuerySchema,
  companyVerificationListSchema,
  companyVerificationRequestSchema,
  companyVerificationSentSchema,
  companyVerificationStatusSchema,
} from '#common/company-verification';
import { answerWithNoStore } from '#server/lib/no-store';
import { listVerifications } from './repository';
import {
  decideCompanyVerification,
  submitCompanyVerification,
  toVerificationRequest,
  verificationStatusOf,
} from './service';

/**
 * Company verification requests and their review (docs/product.md#company-verification,
 * docs/product.md#startup-verification-tab).
 */
export const companyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  // Always the signed-in user's own request: an `email` in the query is ignored
  // (docs/product.md#roles-and-permissions).
  app.get(
    '/api/company-verification-status',
    { config: { access: 'user' }, schema: { response: { 200: companyVerificationStatusSchema } } },
    async (request) => verificationStatusOf(app.db, request.user.id),
  );

  app.post(
    '/api/company-verification',
    {
      config: { access: 'user' },
      schema: { body: companyVerificationSchema, response: { 201: companyVerificationSentSchema } },
    },
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
    {
      config: { access: 'admin' },
      schema: { querystring: verificationListQuerySchema, response: { 200: companyVerificationListSchema } },
    },
    async (request) => ({
      items: (await listVerifications(app.db, request.query.status)).map(toVerificationRequest),
    }),
  );

  app.patch(
    '/api/company-verification/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: companyVerificationRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const decided = await decideCompanyVerification(app, request.user, id, status);
      return toVerificationRequest(decided);
    },
  );
};
