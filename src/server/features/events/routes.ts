import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Events: public list, live stream, calendar feed, admin writes (issue 4). */
export const eventRoutes: FastifyPluginAsyncZod = async () => {};
