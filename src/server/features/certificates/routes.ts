import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERTIFICATE_MESSAGES } from '#common/certificates';
import { certificateEndpoints } from '#common/certificate-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { findCertificateForPage } from './sources';

/** Per address: a person checking a few certificates is served, a walk through codes is not. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The public check of any certificate's code (docs/product.md#certificates). */
export const certificateCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(certificateEndpoints.verify, { rateLimit: VERIFY_RATE_LIMIT }),
    handler: async (request, reply) => {
      // A revocation must show at once; and search engines are kept away from people's names.
      noStore(reply, 'private');
      reply.header('x-robots-tag', 'noindex');
      const found = await findCertificateForPage(app.db, request.params.code);
      if (!found) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
      return found;
    },
  });
};
