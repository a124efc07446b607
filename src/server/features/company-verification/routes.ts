import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_VERIFICATION_MESSAGES as M } from '#common/company-verification';
import { companyVerificationEndpoints as endpoints } from '#common/company-verification-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
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
  app.route({
    ...endpointRoute(endpoints.status),
    handler: async (request) => verificationStatusOf(app.db, request.user.id),
  });

  app.route({
    ...endpointRoute(endpoints.submit),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute(endpoints.list),
    handler: async (request) => ({
      items: (await listVerifications(app.db, request.query.status)).map(toVerificationRequest),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.decide),
    handler: async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const decided = await decideCompanyVerification(app, request.user, id, status);
      return toVerificationRequest(decided);
    },
  });
};
