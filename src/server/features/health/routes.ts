import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
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
  });
};
