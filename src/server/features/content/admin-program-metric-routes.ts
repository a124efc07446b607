import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { METRIC_AUTO_SOURCES } from '#common/content';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { findMetric, findProgram, updateMetric, updateProgram } from './repository';
import { registerMoveRoute } from './admin-support';
import { loadMetrics } from './metrics';

const PROGRAM_NOT_FOUND = 'Programme not found';

/**
 * The three programmes are fixed (applications refer to them by slug): the admin edits and
 * reorders them. The five counters are fixed too: the admin edits them and picks their mode.
 */
export const contentProgramMetricRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(contentAdminEndpoints.programs.update),
    handler: async (request) => {
      const { id } = request.params;
      const input = request.body;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findProgram(trx, id);
        if (!existing) throw new HttpError(404, PROGRAM_NOT_FOUND);
        await updateProgram(trx, id, {
          title: input.title,
          duration: input.duration,
          summary: input.summary,
          features_json: JSON.stringify(input.features),
        });
        await recordAdminAction(trx, request.user, {
          action: 'program.update',
          subjectType: 'program',
          subjectId: existing.slug,
          summary: `Updated programme "${input.title}"`,
        });
      });
      return { id };
    },
  });

  registerMoveRoute(app, {
    endpoints: contentAdminEndpoints.programs,
    table: 'programs',
    find: findProgram,
    notFound: PROGRAM_NOT_FOUND,
    action: 'program',
    subjectType: 'program',
    subjectId: (row) => row.slug,
    describe: (row) => `programme "${row.title}"`,
  });

  app.route({
    ...endpointRoute(contentAdminEndpoints.metrics),
    handler: async () => ({ items: await loadMetrics(app.db, app.config.centreTimezone) }),
  });

  app.route({
    ...endpointRoute(contentAdminEndpoints.updateMetric),
    handler: async (request) => {
      const { key } = request.params;
      const input = request.body;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findMetric(trx, key);
        if (!existing) throw new HttpError(404, 'Metric not found');
        await updateMetric(trx, key, {
          label: input.label,
          value: input.value,
          duration_seconds: input.durationSeconds,
          mode: input.mode,
        });
        const shown =
          input.mode === 'auto' ? METRIC_AUTO_SOURCES[key].option.toLowerCase() : String(input.value);
        await recordAdminAction(trx, request.user, {
          action: 'metric.update',
          subjectType: 'metric',
          subjectId: key,
          summary: `Updated metric "${input.label}": ${shown}, ${input.durationSeconds} s animation`,
        });
      });
      return { key };
    },
  });
};
