import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The address pattern of every GET route, API and pages alike, in the order they were registered: the
     * privacy walk (src/server/privacy.api.test.ts) visits each, so a route added later is checked too.
     */
    readRoutes: readonly string[];
  }
}

/** Lists every GET route as it is registered; call before any route is added. */
export function registerRouteList(app: FastifyInstance): void {
  const urls: string[] = [];
  app.decorate('readRoutes', urls);
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) urls.push(route.url);
  });
}
