import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import { HttpError } from '#server/lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Accept this state-changing route from any origin. Only for requests that carry their own
     * proof and no session, such as a signed one-click unsubscribe link POSTed by a mail client.
     */
    allowCrossOrigin?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'Requests from other sites are not allowed.';

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF),
 * judged by Origin, or by Sec-Fetch-Site when there is no Origin. Clients that are
 * not browsers send neither and are let through: they authenticate with a token.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  // Vite's dev server proxies the API from another port.
  if (config.env === 'development') allowed.add('http://localhost:5173');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.allowCrossOrigin) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === 'null') throw new HttpError(403, CROSS_ORIGIN_REFUSED);
      const host = request.headers.host;
      let sameHost = false;
      try {
        sameHost = new URL(origin).host === host;
      } catch {
        sameHost = false;
      }
      if (!sameHost && !allowed.has(origin)) throw new HttpError(403, CROSS_ORIGIN_REFUSED);
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, CROSS_ORIGIN_REFUSED);
  });
}
