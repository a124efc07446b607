import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerNotificationsSchema, ownerNotificationsUpdateSchema } from '#common/owner-notifications';
import { ownerChoices, saveOwnerChoices } from '#server/modules/notification-preferences';
import { ownerDigestJob, scheduleOwnerDigest } from './daily-digest';

/** Each person's choice of mail about applications and join requests to their posts (docs/product.md#owner-notifications). */
export const ownerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const digestJob = ownerDigestJob(app);
  app.jobs.define(digestJob);
  // The process that runs jobs keeps the chain of daily digests going (each schedules the next).
  if (app.config.jobRunner)
    app.addHook('onReady', async () => {
      await scheduleOwnerDigest(app, digestJob, app.db, new Date());
    });

  app.get(
    '/api/me/owner-notifications',
    { config: { access: 'user' }, schema: { response: { 200: ownerNotificationsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownerChoices(app.db, request.user.id);
    },
  );

  app.patch(
    '/api/me/owner-notifications',
    {
      config: { access: 'user' },
      schema: { body: ownerNotificationsUpdateSchema, response: { 200: ownerNotificationsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.db.transaction().execute(async (trx) => {
        await saveOwnerChoices(trx, request.user.id, request.body, new Date().toISOString());
        return ownerChoices(trx, request.user.id);
      });
    },
  );
};
