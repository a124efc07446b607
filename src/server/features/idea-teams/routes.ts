import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  endorsementAnswerSchema,
  ideaTeamUpdateSchema,
  joinDecisionSchema,
  joinRequestCreatedSchema,
  joinRequestSchema,
  joinRequestSchemaOut,
  myIdeaListSchema,
  myIdeaMarksSchema,
  myJoinRequestListSchema,
  IDEA_TEAM_MESSAGES as M,
} from '#common/idea-teams';
import { noBody } from '#server/lib/responses';
import { findJoinRequest, listIdeasOf, listRequestsBy, listRequestsTo, readMarks } from './repository';
import { askToJoin, decideRequest, editTeam, setEndorsement, toJoinRequest } from './service';

/** Asking costs the owner attention and a mail: keep bursts small. */
const JOIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Team formation and endorsements on ideas (docs/product.md#idea-teams, docs/product.md#endorsements). */
export const ideaTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ideas/:id/join-requests',
    {
      config: { access: 'user', rateLimit: JOIN_RATE_LIMIT },
      schema: {
        params: idParamsSchema,
        body: joinRequestSchema,
        response: { 201: joinRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const { message, skills } = request.body;
      const id = await askToJoin(app, request.user, request.params.id, { message, skills: skills ?? '' });
      return reply.code(201).send({ id, state: 'pending' as const, message: M.asked });
    },
  );

  app.patch(
    '/api/join-requests/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, body: joinDecisionSchema, response: { 200: joinRequestSchemaOut } },
    },
    async (request) => {
      await decideRequest(app, request.user, request.params.id, request.body.decision);
      return toJoinRequest((await findJoinRequest(app.db, request.params.id))!, request.user.id);
    },
  );

  app.patch(
    '/api/ideas/:id/team',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, body: ideaTeamUpdateSchema, response: { 204: noBody } },
    },
    async (request, reply) => {
      await editTeam(app, request.user, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/my/ideas',
    { config: { access: 'user' }, schema: { response: { 200: myIdeaListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ideas = await listIdeasOf(app.db, request.user.id);
      const requests = await listRequestsTo(
        app.db,
        ideas.map((idea) => idea.id),
      );
      return {
        items: ideas.map((idea) => ({
          id: idea.id,
          title: idea.title,
          status: idea.status,
          hidden: idea.hidden_at !== null,
          skillsWanted: idea.skills_wanted,
          teamComplete: idea.team_complete_at !== null,
          endorsements: Number(idea.endorsement_count),
          requests: requests
            .filter((row) => row.idea_id === idea.id)
            .map((row) => toJoinRequest(row, request.user.id)),
        })),
      };
    },
  );

  app.get(
    '/api/my/join-requests',
    { config: { access: 'user' }, schema: { response: { 200: myJoinRequestListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listRequestsBy(app.db, request.user.id);
      return { items: rows.map((row) => toJoinRequest(row, request.user.id)) };
    },
  );

  app.get(
    '/api/my/idea-marks',
    { config: { access: 'user' }, schema: { response: { 200: myIdeaMarksSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMarks(app.db, request.user.id);
    },
  );

  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const)
    app[method](
      '/api/ideas/:id/endorsement',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: endorsementAnswerSchema } },
      },
      async (request) => setEndorsement(app, request.user, request.params.id, on),
    );
};
