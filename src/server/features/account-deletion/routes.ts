import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionEndpoints } from '#common/account-deletion-endpoints';
import { clearSessionCookie } from '#server/plugins/authentication';
import { endpointRoute } from '#server/lib/endpoint-route';
import { confirmDeletion, erasureJob, sendDeletionCode } from './service';

/** Delete my account (docs/product.md#delete-account, docs/decisions/053-account-erasure.md). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(erasureJob(app));

  app.route({
    ...endpointRoute(accountDeletionEndpoints.sendCode),
    handler: async (request) => sendDeletionCode(app, request.user!, request.ip),
  });

  app.route({
    ...endpointRoute(accountDeletionEndpoints.confirm),
    handler: async (request, reply) => {
      const answer = await confirmDeletion(app, request.user!, request.body.code);
      clearSessionCookie(reply, app.config);
      return answer;
    },
  });
};
