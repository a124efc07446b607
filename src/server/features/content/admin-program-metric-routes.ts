import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMetricListSchema,
  METRIC_AUTO_SOURCES,
  METRIC_KEYS,
  metricInputSchema,
  programInputSchema,
  savedIdSchema,
  savedMetricSchema,
} from '#common/content';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { findMetric, findProgram, updateMetric, updateProgram } from './repository';
import { idParamsSchema } from '#common/ids';
import { registerMoveRoute } from './admin-support';
import { loadMetrics } from './metrics';

const admin = { access: 'admin' } as const;
const PROGRAM_NOT_FOUND = 'Programme not found';

/**
 * The three programmes are fixed (applications refer to them by slug): the admin edits and
 * reorders them. The five counters are fixed too: the admin edits them and picks their mode.
 */
export const contentProgramMetricRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/content/programs/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: programInputSchema, response: { 200: savedIdSchema } },
    },
    async (request) => {
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
  );

  registerMoveRoute(app, {
    path: 'programs',
    table: 'programs',
    find: findProgram,
    notFound: PROGRAM_NOT_FOUND,
    action: 'program',
    subjectType: 'program',
    subjectId: (row) => row.slug,
    describe: (row) => `programme "${row.title}"`,
  });

  app.get(
    '/api/admin/content/metrics',
    { config: admin, schema: { response: { 200: adminMetricListSchema } } },
    async () => ({ items: await loadMetrics(app.db, app.config.centreTimezone) }),
  );

  app.put(
    '/api/admin/content/metrics/:key',
    {
      config: admin,
      schema: {
        params: z.object({ key: z.enum(METRIC_KEYS) }),
        body: metricInputSchema,
        response: { 200: savedMetricSchema },
      },
    },
    async (request) => {
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
  );
};
