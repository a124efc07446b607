import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerNotificationEndpoints } from '#common/owner-notification-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import {
  OWNER_CHOICE_LABELS,
  OWNER_NOTIFICATION_KINDS,
  OWNER_NOTIFICATION_LABELS,
  OWNER_NOTIFICATION_MESSAGES as M,
  type OwnerNotificationKind,
  type OwnerNotifications,
} from '#common/owner-notifications';
import type { ConsentVia } from '#common/consents';
import type { Executor } from '#server/db/database';
import { findUserById } from '#server/modules/users';
import { HttpError } from '#server/lib/http-error';
import {
  choiceChanges,
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

  /**
   * Saves some of one person's choices and records each change in the consent ledger in the same
   * transaction (docs/product.md#my-consents).
   */
  async function changeChoices(
    trx: Executor,
    person: { id: number; email: string },
    choices: Partial<OwnerNotifications>,
    via: ConsentVia,
  ): Promise<OwnerNotifications> {
    const before = await ownerChoices(trx, person.id);
    await saveOwnerChoices(trx, person.id, choices, new Date().toISOString());
    const after = await ownerChoices(trx, person.id);
    await app.consents.record(
      trx,
      choiceChanges(before, after, {
        userId: person.id,
        email: person.email,
        purpose: 'owner-notifications',
        via,
      }),
    );
    return after;
  }

  app.consents.define({
    purpose: 'owner-notifications',
    active: async (db, subject) => {
      const choices = await ownerChoices(db, subject.id);
      return OWNER_NOTIFICATION_KINDS.filter((kind) => choices[kind] !== 'none').map((kind) => ({
        topic: kind,
        label: `${OWNER_NOTIFICATION_LABELS[kind]} (${OWNER_CHOICE_LABELS[choices[kind]].toLowerCase()})`,
      }));
    },
    withdraw: async (trx, subject, topic, via) => {
      const kind = OWNER_NOTIFICATION_KINDS.find((each) => each === topic) as
        OwnerNotificationKind | undefined;
      if (!kind || (await ownerChoices(trx, subject.id))[kind] === 'none') return false;
      await changeChoices(trx, subject, { [kind]: 'none' }, via);
      return true;
    },
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
      return app.db.transaction().execute((trx) => changeChoices(trx, request.user, request.body, 'form'));
    },
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: ownerNotificationEndpoints.stopDigest,
    unsubscribe: async (query) => {
      const named = await readPreferenceToken(app.db, query.token);
      if (!named || named.scope !== OWNER_DIGEST_SCOPE) throw new HttpError(400, M.badLink);
      return app.db.transaction().execute(async (trx) => {
        const person = await findUserById(trx, named.userId);
        if (!person) throw new HttpError(400, M.badLink);
        const current = await ownerChoices(trx, named.userId);
        const stopped = OWNER_NOTIFICATION_KINDS.filter((kind) => current[kind] === 'daily');
        await changeChoices(
          trx,
          person,
          Object.fromEntries(stopped.map((kind) => [kind, 'none'])),
          'one-click',
        );
        return { message: M.digestStopped };
      });
    },
  });
};
