import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { MessageAnswer } from '#common/api-answers';
import type { Endpoint } from '#common/api-contract';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST a form-encoded body from wherever they run, to the API
 * address and to the human page's address that mail headers name (a GET of it is the page). The signed token in
 * the query is the proof, so the routes are public and cross-origin. They get a scope of their own: only they
 * accept a form-encoded body.
 */
export async function registerOneClickUnsubscribe<Query extends z.ZodType>(
  app: FastifyInstance,
  route: {
    /** The API address's declaration (src/common): its path, query, body and answer serve both addresses. */
    endpoint: Endpoint & { method: 'POST'; query: Query; body: z.ZodType };
    /** The human page's address, which mail headers may name too, where the mail has one. */
    pageUrl?: string;
    unsubscribe: (query: z.infer<Query>) => Promise<MessageAnswer>;
  },
): Promise<void> {
  const { endpoint } = route;
  const scope: FastifyPluginAsyncZod = async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    for (const url of route.pageUrl ? [endpoint.path, route.pageUrl] : [endpoint.path])
      oneClick.post(
        url,
        {
          config: {
            access: endpoint.access,
            allowCrossOrigin: true,
            rateLimit: { max: 30, timeWindow: '1 minute' },
          },
          schema: {
            summary: endpoint.summary,
            querystring: endpoint.query,
            body: endpoint.body,
            response: endpoint.responses,
          },
        },
        async (request) => route.unsubscribe(request.query as z.infer<Query>),
      );
  };
  await app.register(scope);
}
