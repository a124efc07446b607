import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerNotificationEndpoints } from '#common/owner-notification-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import { OWNER_NOTIFICATION_MESSAGES as M, OWNER_NOTIFICATION_KINDS } from '#common/owner-notifications';
import { HttpError } from '#server/lib/http-error';
import {
  OWNER_DIGEST_SCOPE,
  ownerChoices,
  readPreferenceToken,
  saveOwnerChoices,
} from '#server/modules/notification-preferences';
import { ownerDigestJob, scheduleOwnerDigest } from './daily-digest';
import { noStore } from '#server/lib/no-store';

/** Each person's choice of mail about applications and join requests to their posts (docs/product.md#owner-notifications). */
export const ownerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const digestJob = ownerDigestJob(app);
  app.jobs.define(digestJob);
  // The process that runs jobs keeps the chain of daily digests going (each schedules the next).
  if (app.config.jobRunner)
    app.addHook('onReady', async () => {
      await scheduleOwnerDigest(app, digestJob, app.db, new Date());
    });

  app.route({
    ...endpointRoute(ownerNotificationEndpoints.choices),
    handler: async (request, reply) => {
      noStore(reply);
      return ownerChoices(app.db, request.user.id);
    },
  });

  app.route({
    ...endpointRoute(ownerNotificationEndpoints.change),
    handler: async (request, reply) => {
      noStore(reply);
      return app.db.transaction().execute(async (trx) => {
        await saveOwnerChoices(trx, request.user.id, request.body, new Date().toISOString());
        return ownerChoices(trx, request.user.id);
      });
    },
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: ownerNotificationEndpoints.stopDigest,
    unsubscribe: async (query) => {
      const named = await readPreferenceToken(app.db, query.token);
      if (!named || named.scope !== OWNER_DIGEST_SCOPE) throw new HttpError(400, M.badLink);
      return app.db.transaction().execute(async (trx) => {
        const current = await ownerChoices(trx, named.userId);
        const stopped = OWNER_NOTIFICATION_KINDS.filter((kind) => current[kind] === 'daily');
        await saveOwnerChoices(
          trx,
          named.userId,
          Object.fromEntries(stopped.map((kind) => [kind, 'none'])),
          new Date().toISOString(),
        );
        return { message: M.digestStopped };
      });
    },
  });
};
