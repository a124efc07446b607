import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Activity tab: the audit trail of admin actions (issue 8). */
export const auditRoutes: FastifyPluginAsyncZod = async () => {};
