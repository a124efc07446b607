import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema, userProfileSchema } from '#common/auth';
import { findUserById, updateUserProfile } from '#server/modules/users';
import { toProfile } from '#server/modules/users';
import { answerWithNoStore } from '#server/lib/no-store';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { response: { 200: userProfileSchema } } },
    async (request) => toProfile(request.user, app.config, request.user.roles),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'user' },
      schema: { body: profileUpdateSchema, response: { 200: userProfileSchema } },
    },
    async (request) => {
      const { fullName, phone, location, bio } = request.body;
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
  );
};
