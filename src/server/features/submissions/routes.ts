import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in user's own posts and applications (Application Status). */
export const submissionRoutes: FastifyPluginAsyncZod = async () => {};
