import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startupsEndpoints } from '#common/startups-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { assertCanEdit, cancelInvitation, resendInvitation } from './service';

/**
 * A startup's founders manage the invitations still waiting (docs/product.md#cohorts): send one again with
 * a new code, or cancel it. Another startup's founder meets 404, a team member 403.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(startupsEndpoints.resendInvitation),
    handler: async (request) => {
      const { id, memberId } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return resendInvitation(app, request.user, id, memberId);
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.cancelInvitation),
    handler: async (request) => {
      const { id, memberId } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return cancelInvitation(app, id, memberId);
    },
  });
};
