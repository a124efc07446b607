import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of the plugin it is called in (its routes only: Fastify scopes the hook to the
 * plugin) `cache-control: no-store`, for routes whose answers are private or change with each decision
 * and must never be reused from a cache.
 */
export function answerWithNoStore(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
