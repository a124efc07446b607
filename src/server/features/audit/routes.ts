import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#common/audit';
import { listAuditEntries } from '#server/modules/audit';

/**
 * The Activity tab: the audit trail of admin actions (docs/product.md#activity-log), newest first, paged by
 * id.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request, reply) => {
      const { before, limit } = request.query;
      // One extra row tells whether an older page exists without a second query.
      const rows = await listAuditEntries(app.db, { before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      reply.header('cache-control', 'no-store');
      return {
        items: page.map((row) => ({
          id: row.id,
          at: row.created_at,
          actorEmail: row.actor_email,
          action: row.action,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          summary: row.summary,
        })),
        nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  );
};
