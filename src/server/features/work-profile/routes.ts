import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Work-profile verification by university email code (issue 7). */
export const workProfileRoutes: FastifyPluginAsyncZod = async () => {};
