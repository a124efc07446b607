import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messageAnswerSchema } from '#common/api-answers';
import { idParamsSchema } from '#common/ids';
import { OPPORTUNITY_KINDS, type OpportunityKind } from '#common/opportunities-constants';
import { REPORT_MESSAGES, reportSchema } from '#common/reports';
import { reportPost } from './service';

/** Per person, not per address: a campus shares a few addresses, and one person should not flood the queue. */
export const REPORT_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 hour',
  keyGenerator: async (request: FastifyRequest) => {
    const user = await request.currentUser();
    return user ? `user:${user.id}` : request.ip;
  },
};

const PATHS: Record<OpportunityKind, string> = {
  idea: 'ideas',
  project: 'projects',
  internship: 'internships',
};

/** Reports of ideas, projects and internships (docs/product.md#reports). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of OPPORTUNITY_KINDS) {
    app.post(
      `/api/${PATHS[kind]}/:id/reports`,
      {
        config: { access: 'user', rateLimit: REPORT_RATE_LIMIT },
        schema: { params: idParamsSchema, body: reportSchema, response: { 201: messageAnswerSchema } },
      },
      async (request, reply) => {
        await reportPost(app, request.user, kind, request.params.id, request.body);
        return reply.code(201).send({ message: REPORT_MESSAGES.received });
      },
    );
  }
};
