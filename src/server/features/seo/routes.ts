import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** sitemap.xml, robots.txt and the web app manifest (issue 8). */
export const seoRoutes: FastifyPluginAsyncZod = async () => {};
