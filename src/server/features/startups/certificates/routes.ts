import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cohortCertificateEndpoints as endpoints } from '#common/cohort-certificate-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { noStore } from '#server/lib/no-store';
import { sendCertificatePdf } from '#server/modules/certificates';
import { CohortCertificateService } from './service';

/** Certificates of a cohort's completion (docs/product.md#certificates). HTTP only; see service.ts. */
export const cohortCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = new CohortCertificateService(app);

  app.route({
    ...endpointRoute(endpoints.list),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return certificates.list(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(endpoints.issue),
    handler: async (request) => certificates.issue(request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(endpoints.revoke),
    handler: async (request) =>
      certificates.revoke(request.user, request.params.id, request.params.certificateId),
  });

  app.route({
    ...endpointRoute(endpoints.reissue),
    handler: async (request) =>
      certificates.reissue(request.user, request.params.id, request.params.certificateId),
  });

  app.route({
    ...endpointRoute(endpoints.adminPdf),
    handler: async (request, reply) =>
      sendCertificatePdf(
        reply,
        await certificates.pdf(app.db, request.params.certificateId, { cohortId: request.params.id }),
      ),
  });

  app.route({
    ...endpointRoute(endpoints.mine),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return certificates.mine(request.user.id);
    },
  });

  app.route({
    ...endpointRoute(endpoints.myPdf),
    handler: async (request, reply) =>
      sendCertificatePdf(
        reply,
        await certificates.pdf(app.db, request.params.certificateId, { userId: request.user.id }),
      ),
  });
};
