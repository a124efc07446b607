import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import { adminNotificationEndpoints } from '#common/admin-notification-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  type AdminNotificationKind,
} from '#common/admin-notifications';
import { HttpError } from '#server/lib/http-error';
import {
  adminChoices,
  adminTopic,
  readPreferenceToken,
  saveAdminChoices,
  SUMMARY_SCOPE,
} from '#server/modules/notification-preferences';
import { dailySummaryJob, scheduleDailySummary } from './daily-summary';
import { noStore } from '#server/lib/no-store';

/** Each admin's choice of mail about waiting work (docs/product.md#admin-notifications). */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaryJob = dailySummaryJob(app);
  app.jobs.define(summaryJob);
  // The process that runs jobs keeps the chain of daily summaries going (each schedules the next).
  if (app.config.jobRunner)
    app.addHook('onReady', async () => {
      await scheduleDailySummary(app, summaryJob, app.db, new Date());
    });

  app.route({
    ...endpointRoute(adminNotificationEndpoints.choices),
    handler: async (request, reply) => {
      noStore(reply);
      return adminChoices(app.db, request.user.id);
    },
  });

  app.route({
    ...endpointRoute(adminNotificationEndpoints.change),
    handler: async (request) =>
      app.db.transaction().execute(async (trx) => {
        await saveAdminChoices(trx, request.user.id, request.body, new Date().toISOString());
        return adminChoices(trx, request.user.id);
      }),
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: adminNotificationEndpoints.stopFromMail,
    unsubscribe: async (query) => {
      const named = await readPreferenceToken(app.db, query.token);
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
  });
};
