import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin's edits of team, mentors, programmes, slides and metrics (issue 8). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async () => {};
