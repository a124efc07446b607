import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints } from '#common/audit-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';

import { listAuditEntries } from '#server/modules/audit';
import { noStore } from '#server/lib/no-store';
import { SEES_EMAIL, shownName } from '#server/modules/users';

/**
 * The Activity tab: the audit trail of admin actions (docs/product.md#activity-log), newest first, paged by
 * id.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(auditEndpoints.trail),
    handler: async (request, reply) => {
      const { before, limit } = request.query;
      // One extra row tells whether an older page exists without a second query.
      const rows = await listAuditEntries(app.db, { before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      noStore(reply);
      return {
        items: page.map((row) => ({
          id: row.id,
          at: row.created_at,
          actorEmail: row.actor_email,
          actorName: shownName({ full_name: row.actor_full_name, email: row.actor_email }, SEES_EMAIL),
          action: row.action,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          summary: row.summary,
        })),
        nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  });
};
