import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Applications to the centre's programmes (issue 7). */
export const programApplicationRoutes: FastifyPluginAsyncZod = async () => {};
