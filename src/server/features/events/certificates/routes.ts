import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificateEndpoints as endpoints } from '#common/certificate-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { noStore } from '#server/lib/no-store';
import { sendCertificatePdf as sendPdf } from '#server/modules/certificates';
import type { EventService } from '../service';
import { CertificateService } from './service';

/** Certificates of attendance (docs/product.md#certificates). HTTP only; see service.ts. */
export function certificateRoutes(app: FastifyInstance, events: EventService): CertificateService {
  const certificates = new CertificateService(app, events);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.settings),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return certificates.settings(request.params.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.saveSettings),
    handler: async (request) => certificates.saveSettings(request.user, request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(endpoints.removeSettings),
    handler: async (request) => certificates.removeSettings(request.user, request.params.id),
  });

  api.route({
    ...endpointRoute(endpoints.issued),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return certificates.issued(request.params.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.reissue),
    handler: async (request) =>
      certificates.reissue(request.user, request.params.id, request.params.certificateId),
  });

  api.route({
    ...endpointRoute(endpoints.savePicture),
    handler: async (request) =>
      certificates.savePicture(request.user, request.params.id, request.params.picture, request),
  });

  api.route({
    ...endpointRoute(endpoints.removePicture),
    handler: async (request) =>
      certificates.removePicture(request.user, request.params.id, request.params.picture),
  });

  api.route({
    ...endpointRoute(endpoints.adminPdf),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await certificates.pdf(app.db, request.params.certificateId, { eventId: request.params.id }),
      ),
  });

  api.route({
    ...endpointRoute(endpoints.mine),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return certificates.mine(request.user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.myPdf),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await certificates.pdf(app.db, request.params.certificateId, { userId: request.user.id }),
      ),
  });

  api.route({
    ...endpointRoute(endpoints.revoke),
    handler: async (request) =>
      certificates.revoke(request.user, request.params.id, request.params.certificateId),
  });

  return certificates;
}
