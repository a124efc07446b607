import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationDecidedSchema,
  moderationDecisionSchema,
  moderationParamsSchema,
  moderationQuerySchema,
  moderationQueueSchema,
} from '#common/moderation';
import { decideQueueItem } from './decide';
import { loadQueue } from './queue';

/** The moderation queue in the admin area (docs/product.md#moderation-queue). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/moderation',
    {
      config: { access: 'admin' },
      schema: { querystring: moderationQuerySchema, response: { 200: moderationQueueSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadQueue(app, request.query.kind);
    },
  );

  app.patch(
    '/api/admin/moderation/:subject/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: moderationParamsSchema,
        body: moderationDecisionSchema,
        response: { 200: moderationDecidedSchema },
      },
    },
    async (request) => {
      const { subject, id } = request.params;
      const { action, reason } = request.body;
      return { message: await decideQueueItem(app, request.user, subject, id, action, reason) };
    },
  );
};
