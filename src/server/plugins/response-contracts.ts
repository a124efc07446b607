import type { FastifyInstance } from 'fastify';

/**
 * Every route declares what it answers (`schema.response`, zod schemas keyed by status), or the app
 * refuses to start — like a missing access declaration. JSON answers are then checked and serialized
 * by their schema; files, streams and empty answers declare `rawBody`/`noBody` (src/server/lib/responses.ts).
 */
export function registerResponseContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || Object.keys(response).length === 0) {
      throw new Error(
        `Route ${[route.method].flat().join(',')} ${route.url} does not declare its response schema.`,
      );
    }
  });
}
