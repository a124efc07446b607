import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Company verification requests and their review (issue 7). */
export const companyVerificationRoutes: FastifyPluginAsyncZod = async () => {};
