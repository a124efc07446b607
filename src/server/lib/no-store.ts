import type { FastifyInstance } from 'fastify';

/**
 * Marks this one answer `cache-control: no-store`: private or admin data, or an answer that changes with each
 * decision, which no cache may keep. `'private'` (`private, no-store`) also says so to a reader of the headers
 * (a person's own file or list). `noTransform` adds `no-transform`, so no proxy on the way compresses or
 * buffers the answer (an event stream, whose events must arrive one by one). Returns the reply, so it chains
 * (`noStore(reply.code(503)).send(…)`).
 */
export function noStore<Reply extends { header: (name: string, value: string) => unknown }>(
  reply: Reply,
  scope: 'shared' | 'private' = 'shared',
  { noTransform = false }: { noTransform?: boolean } = {},
): Reply {
  const directives = [
    scope === 'private' ? 'private, no-store' : 'no-store',
    noTransform ? 'no-transform' : '',
  ];
  reply.header('cache-control', directives.filter(Boolean).join(', '));
  return reply;
}

/**
 * Marks every answer of the plugin it is called in (its routes only: Fastify scopes the hook to the
 * plugin) `cache-control: no-store`, for routes whose answers are private or change with each decision
 * and must never be reused from a cache.
 */
export function answerWithNoStore(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    noStore(reply);
    return payload;
  });
}
