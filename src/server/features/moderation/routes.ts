import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints } from '#common/moderation-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { decideQueueItem } from './decide';
import { loadQueue } from './queue';
import { noStore } from '#server/lib/no-store';

/** The moderation queue in the admin area (docs/product.md#moderation-queue). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(moderationEndpoints.queue),
    handler: async (request, reply) => {
      noStore(reply);
      return loadQueue(app, request.query.kind);
    },
  });

  app.route({
    ...endpointRoute(moderationEndpoints.decide),
    handler: async (request) => {
      const { subject, id } = request.params;
      const { action, reason } = request.body;
      return { message: await decideQueueItem(app, request.user, subject, id, action, reason) };
    },
  });
};
