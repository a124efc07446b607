import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPPORTUNITY_KINDS } from '#common/opportunities-constants';
import { reportEndpoints } from '#common/report-endpoints';
import { REPORT_MESSAGES } from '#common/reports';
import { endpointRoute } from '#server/lib/endpoint-route';
import { reportPost } from './service';

/** Per person (as every limit on a signed-in route): one person should not flood the queue. */
export const REPORT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** Reports of ideas, projects and internships (docs/product.md#reports). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of OPPORTUNITY_KINDS) {
    app.route({
      ...endpointRoute(reportEndpoints[kind], {
        rateLimit: REPORT_RATE_LIMIT,
        identicalCreateIsRepeat: true,
      }),
      handler: async (request, reply) => {
        await reportPost(app, request.user, kind, request.params.id, request.body);
        return reply.code(201).send({ message: REPORT_MESSAGES.received });
      },
    });
  }
};
