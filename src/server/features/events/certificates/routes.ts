import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificateEndpoints as endpoints } from '#common/certificate-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { noStore } from '#server/lib/no-store';
import type { EventService } from '../service';
import { CertificateService } from './service';

/** Per address: a person checking a few certificates is served, a walk through codes is not. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Certificates of attendance (docs/product.md#certificates). HTTP only; see service.ts. */
export function certificateRoutes(app: FastifyInstance, events: EventService): CertificateService {
  const certificates = new CertificateService(app, events);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.verify, { rateLimit: VERIFY_RATE_LIMIT }),
    handler: async (request, reply) => {
      // A revocation must show at once; and search engines are kept away from people's names.
      noStore(reply, 'private');
      reply.header('x-robots-tag', 'noindex');
      return certificates.verify(request.params.code);
    },
  });

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
    ...endpointRoute(endpoints.revoke),
    handler: async (request) =>
      certificates.revoke(request.user, request.params.id, request.params.certificateId),
  });

  return certificates;
}
