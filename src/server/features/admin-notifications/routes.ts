import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  adminNotificationsSchema,
  adminNotificationsUpdateSchema,
  notificationUnsubscribeBodySchema,
  notificationUnsubscribeQuerySchema,
  type AdminNotificationKind,
} from '#common/admin-notifications';
import { messageAnswerSchema } from '#common/api-answers';
import { HttpError } from '#server/lib/http-error';
import {
  adminChoices,
  adminTopic,
  readPreferenceToken,
  saveAdminChoices,
  SUMMARY_SCOPE,
} from '#server/modules/notification-preferences';
import { dailySummaryJob, scheduleDailySummary } from './daily-summary';

/** Each admin's choice of mail about waiting work (docs/product.md#admin-notifications). */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaryJob = dailySummaryJob(app);
  app.jobs.define(summaryJob);
  // The process that runs jobs keeps the chain of daily summaries going (each schedules the next).
  if (app.config.jobRunner)
    app.addHook('onReady', async () => {
      await scheduleDailySummary(app, summaryJob, app.db, new Date());
    });

  app.get(
    '/api/me/notifications',
    { config: { access: 'admin' }, schema: { response: { 200: adminNotificationsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminChoices(app.db, request.user.id);
    },
  );

  app.patch(
    '/api/me/notifications',
    {
      config: { access: 'admin' },
      schema: { body: adminNotificationsUpdateSchema, response: { 200: adminNotificationsSchema } },
    },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        await saveAdminChoices(trx, request.user.id, request.body, new Date().toISOString());
        return adminChoices(trx, request.user.id);
      }),
  );

  // RFC 8058: mail clients POST a form-encoded body to the List-Unsubscribe address; only this route takes one.
  const oneClick: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post(
      '/api/notifications/one-click-unsubscribe',
      {
        // The signed token is the proof; mail clients POST it from wherever they run.
        config: { access: 'public', allowCrossOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          querystring: notificationUnsubscribeQuerySchema,
          body: notificationUnsubscribeBodySchema,
          response: { 200: messageAnswerSchema },
        },
      },
      async (request) => {
        const named = await readPreferenceToken(app.db, request.query.token);
        const kind = ADMIN_NOTIFICATION_KINDS.find((each) => named?.scope === adminTopic(each));
        if (!named || (!kind && named.scope !== SUMMARY_SCOPE)) throw new HttpError(400, M.badLink);
        return app.db.transaction().execute(async (trx) => {
          const current = await adminChoices(trx, named.userId);
          // The summary's link stops the summary: every kind now mailed daily.
          const stopped: AdminNotificationKind[] = kind
            ? [kind]
            : ADMIN_NOTIFICATION_KINDS.filter((each) => current[each] === 'daily');
          const now = new Date().toISOString();
          await saveAdminChoices(
            trx,
            named.userId,
            Object.fromEntries(stopped.map((each) => [each, 'none'])),
            now,
          );
          return { message: kind ? M.unsubscribed(kind) : M.summaryStopped };
        });
      },
    );
  };
  await app.register(oneClick);
};
