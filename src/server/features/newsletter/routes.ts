import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Newsletter subscribe, unsubscribe and campaigns (issue 5). */
export const newsletterRoutes: FastifyPluginAsyncZod = async () => {};
