import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository';

const healthy = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  databaseLatencyMs: z.number(),
});
const unhealthy = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
  message: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthy, 503: unhealthy } } },
    async (request, reply) => {
      const started = performance.now();
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'error', database: 'unreachable', message: 'The database is not reachable.' });
      }
      return reply.header('cache-control', 'no-store').send({
        status: 'ok',
        database: 'ok',
        databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
      });
    },
  );
};
