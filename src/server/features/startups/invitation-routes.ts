import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '#common/api-answers';
import { recordIdSchema } from '#common/ids';
import { assertCanEdit, cancelInvitation, resendInvitation } from './service';

const invitationParams = z.strictObject({ id: recordIdSchema(), memberId: recordIdSchema() });

/**
 * A startup's founders manage the invitations still waiting (docs/product.md#cohorts): send one again with
 * a new code, or cancel it. Another startup's founder meets 404, a team member 403.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/my/startups/:id/invitations/:memberId/resending',
    {
      config: { access: 'user' },
      schema: { params: invitationParams, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      const { id, memberId } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return resendInvitation(app, request.user, id, memberId);
    },
  );

  app.delete(
    '/api/my/startups/:id/invitations/:memberId',
    {
      config: { access: 'user' },
      schema: { params: invitationParams, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      const { id, memberId } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return cancelInvitation(app, id, memberId);
    },
  );
};
