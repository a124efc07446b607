import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionJob, scheduleRetention } from './job';

/** The daily retention run (docs/product.md#retention); it has no route of its own. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const job = retentionJob(app);
  app.jobs.define(job);
  // The process that runs jobs keeps the chain of daily runs going (each asks for the next).
  if (app.config.jobRunner) app.addHook('onReady', () => scheduleRetention(app, job, app.db, new Date()));
};
