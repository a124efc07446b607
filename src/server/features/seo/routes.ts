import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEventsForSitemap } from './repository';
import { robotsTxt, sitemapXml, webManifest } from './documents';

/**
 * sitemap.xml, robots.txt and the web app manifest (docs/product.md#search-engines); absolute URLs from
 * PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl;

  app.get('/sitemap.xml', async (_request, reply) => {
    const events = await listEventsForSitemap(app.db);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(origin, events));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest())),
  );
};
