import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact form and the admin inbox (issue 5). */
export const contactRoutes: FastifyPluginAsyncZod = async () => {};
