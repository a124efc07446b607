import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '#common/auth-endpoints';
import { profileEndpoints } from '#common/profile-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { findUserById, updateUserProfile } from '#server/modules/users';
import { toProfile } from '#server/modules/users';
import { answerWithNoStore } from '#server/lib/no-store';
import { HttpError } from '#server/lib/http-error';
import { NAME_MESSAGES } from '#common/display-names';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  // Declared with sign-in (the web's auth feature asks it who is signed in); the profile page changes it below.
  app.route({
    ...endpointRoute(authEndpoints.me),
    handler: async (request) => toProfile(request.user, app.config, request.user.roles),
  });

  app.route({
    ...endpointRoute(profileEndpoints.update),
    handler: async (request) => {
      const { fullName, phone, location, bio } = request.body;
      // A name is never someone's address; the person's own address is the choice to show their email
      // (docs/decisions/039-display-names.md).
      if (fullName?.includes('@') && fullName.toLowerCase() !== request.user.email.toLowerCase())
        throw new HttpError(400, NAME_MESSAGES.noAddress, { fullName: NAME_MESSAGES.noAddress });
      await updateUserProfile(
        app.db,
        request.user.id,
        {
          ...(fullName !== undefined ? { full_name: fullName } : {}),
          ...(phone !== undefined ? { phone } : {}),
          ...(location !== undefined ? { location } : {}),
          ...(bio !== undefined ? { bio } : {}),
        },
        new Date().toISOString(),
      );
      return toProfile((await findUserById(app.db, request.user.id))!, app.config, request.user.roles);
    },
  });
};
