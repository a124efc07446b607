import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Ideas, projects and internships: lists, posting, moderation (issue 6). */
export const opportunityRoutes: FastifyPluginAsyncZod = async () => {};
