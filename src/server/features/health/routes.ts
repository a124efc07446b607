import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oldestDueJobAt } from '#server/modules/jobs';
import { oldestUnsentMailQueuedAt } from '#server/modules/mail';
import { pingDatabase } from './repository';
import { noStore } from '#server/lib/no-store';

// docs/product.md#health-check: ages only, never a job's kind, key or payload nor a mail's address or
// subject, so the answer can stay public for load balancers and monitors.
const backlog = z.object({
  /** How long the oldest job that is due has waited past its due time, in whole seconds; 0 when none waits. */
  jobs: z.object({ oldestOverdueSeconds: z.number().int().nonnegative() }),
  /** How long the oldest message not yet sent has waited since it was queued, in whole seconds; 0 when none. */
  mail: z.object({ oldestUnsentSeconds: z.number().int().nonnegative() }),
});
const healthy = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    databaseLatencyMs: z.number(),
  })
  .extend(backlog.shape);
const unhealthy = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
  message: z.string(),
});

/** Whole seconds from `since` (an ISO time) to `now`; 0 without one. */
function secondsSince(since: string | undefined, now: Date): number {
  return since === undefined ? 0 : Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 1000));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthy, 503: unhealthy } } },
    async (request, reply) => {
      const started = performance.now();
      let databaseLatencyMs: number;
      let overdueJob: string | undefined;
      let unsentMail: string | undefined;
      const now = new Date();
      try {
        await pingDatabase(app.db);
        databaseLatencyMs = Math.round((performance.now() - started) * 100) / 100;
        [overdueJob, unsentMail] = await Promise.all([
          oldestDueJobAt(app.db, now.toISOString()),
          oldestUnsentMailQueuedAt(app.db),
        ]);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return noStore(reply.code(503)).send({
          status: 'error',
          database: 'unreachable',
          message: 'The database is not reachable.',
        });
      }
      return noStore(reply).send({
        status: 'ok',
        database: 'ok',
        databaseLatencyMs,
        jobs: { oldestOverdueSeconds: secondsSince(overdueJob, now) },
        mail: { oldestUnsentSeconds: secondsSince(unsentMail, now) },
      });
    },
  );
};
