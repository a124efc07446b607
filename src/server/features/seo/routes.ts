import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rawBody } from '#server/lib/responses';
import { centreToday } from '#server/features/news';
import { robotsTxt, securityTxt, sitemapXml, webManifest } from './documents';
import { listEventsForSitemap } from '#server/features/events';
import { listNewsForSitemap } from '#server/features/news';
import { listStartupsForSitemap } from '#server/features/startups';

/**
 * sitemap.xml, robots.txt, security.txt and the web app manifest (docs/product.md#search-engines); absolute URLs from
 * PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl;

  app.get(
    '/sitemap.xml',
    { schema: { response: { 200: rawBody('application/xml') } } },
    async (_request, reply) => {
      const [events, news, startups] = await Promise.all([
        listEventsForSitemap(app.db),
        listNewsForSitemap(app.db, centreToday(app.config.centreTimezone)),
        listStartupsForSitemap(app.db),
      ]);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(sitemapXml(origin, events, news, startups));
    },
  );

  app.get('/robots.txt', { schema: { response: { 200: rawBody('text/plain') } } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  app.get(
    '/.well-known/security.txt',
    { schema: { response: { 200: rawBody('text/plain') } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(securityTxt(origin, app.config.securityContact, new Date())),
  );

  app.get(
    '/manifest.webmanifest',
    // The manifest is JSON, written once as text by documents.ts.
    { schema: { response: { 200: rawBody('application/manifest+json') } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(JSON.stringify(webManifest())),
  );
};
