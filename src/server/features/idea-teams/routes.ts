import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEA_TEAM_MESSAGES as M } from '#common/idea-teams';
import { ideaTeamsEndpoints } from '#common/idea-teams-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { findJoinRequest, listIdeasOf, listRequestsBy, listRequestsTo, readMarks } from './repository';
import { askToJoin, decideRequest, editTeam, setEndorsement, toJoinRequest } from './service';
import { noStore } from '#server/lib/no-store';

/** Asking costs the owner attention and a mail: keep bursts small. */
const JOIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Team formation and endorsements on ideas (docs/product.md#idea-teams, docs/product.md#endorsements). */
export const ideaTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(ideaTeamsEndpoints.askToJoin, { rateLimit: JOIN_RATE_LIMIT }),
    handler: async (request, reply) => {
      const { message, skills } = request.body;
      const id = await askToJoin(app, request.user, request.params.id, { message, skills: skills ?? '' });
      return reply.code(201).send({ id, state: 'pending' as const, message: M.asked });
    },
  });

  app.route({
    ...endpointRoute(ideaTeamsEndpoints.decide),
    handler: async (request) => {
      await decideRequest(app, request.user, request.params.id, request.body.decision);
      return toJoinRequest((await findJoinRequest(app.db, request.params.id))!, request.user.id);
    },
  });

  app.route({
    ...endpointRoute(ideaTeamsEndpoints.editTeam),
    handler: async (request, reply) => {
      await editTeam(app, request.user, request.params.id, request.body);
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(ideaTeamsEndpoints.myIdeas),
    handler: async (request, reply) => {
      noStore(reply);
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
  });

  app.route({
    ...endpointRoute(ideaTeamsEndpoints.myJoinRequests),
    handler: async (request, reply) => {
      noStore(reply);
      const rows = await listRequestsBy(app.db, request.user.id);
      return { items: rows.map((row) => toJoinRequest(row, request.user.id)) };
    },
  });

  app.route({
    ...endpointRoute(ideaTeamsEndpoints.myMarks),
    handler: async (request, reply) => {
      noStore(reply);
      return readMarks(app.db, request.user.id);
    },
  });

  for (const [endpoint, on] of [
    [ideaTeamsEndpoints.endorse, true],
    [ideaTeamsEndpoints.withdrawEndorsement, false],
  ] as const)
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) => setEndorsement(app, request.user, request.params.id, on),
    });
};
