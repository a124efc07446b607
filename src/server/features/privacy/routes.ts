import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyEndpoints } from '#common/privacy-endpoints';
import { PRIVACY_UNCHANGED_MESSAGE } from '#common/privacy-constants';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { loadPrivacyNotice, publishPrivacyNotice, sameAsCurrent } from './notice';

/**
 * The privacy notice (docs/product.md#privacy-notice): everyone reads the version in force; the admin
 * publishes a new one, never edits an old one, so what a person was shown stays on record.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(privacyEndpoints.notice),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      return loadPrivacyNotice(app.db, app.config);
    },
  });

  app.route({
    ...endpointRoute(privacyEndpoints.publish),
    handler: async (request) => {
      await app.db.transaction().execute(async (trx) => {
        if (sameAsCurrent(await loadPrivacyNotice(trx, app.config), request.body))
          throw new HttpError(409, PRIVACY_UNCHANGED_MESSAGE);
        const version = await publishPrivacyNotice(trx, request.body);
        await recordAdminAction(trx, request.user, {
          action: 'privacy.publish',
          subjectType: 'privacy_notice',
          subjectId: version,
          summary: `Published version ${version} of the privacy notice`,
        });
      });
      return loadPrivacyNotice(app.db, app.config);
    },
  });
};
