import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { displayNameEndpoints } from '#common/display-name-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { answerWithNoStore } from '#server/lib/no-store';
import { findUserById, toProfile, updateUserProfile } from '#server/modules/users';

/**
 * The display name (docs/product.md#names): the first sign-in's name step and /profile. Choosing to show the
 * email stores the sign-in address as the name (docs/decisions/039-display-names.md), so every list that
 * shows the person shows what they chose without knowing there was a choice.
 */
export const displayNameRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.route({
    ...endpointRoute(displayNameEndpoints.choose),
    handler: async (request) => {
      const body = request.body;
      const fullName = 'showEmail' in body ? request.user.email : body.fullName;
      await updateUserProfile(app.db, request.user.id, { full_name: fullName }, new Date().toISOString());
      return toProfile((await findUserById(app.db, request.user.id))!, app.config, request.user.roles);
    },
  });
};
