import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import { adminNotificationEndpoints } from '#common/admin-notification-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_LABELS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_CHOICE_LABELS,
  type AdminNotificationKind,
  type AdminNotifications,
} from '#common/admin-notifications';
import type { ConsentVia } from '#common/consents';
import type { Executor } from '#server/db/database';
import { findUserById } from '#server/modules/users';
import { HttpError } from '#server/lib/http-error';
import {
  adminChoices,
  choiceChanges,
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

  /**
   * Saves some of one admin's choices and records each change in the consent ledger in the same
   * transaction (docs/product.md#my-consents).
   */
  async function changeChoices(
    trx: Executor,
    person: { id: number; email: string },
    choices: Partial<AdminNotifications>,
    via: ConsentVia,
  ): Promise<AdminNotifications> {
    const before = await adminChoices(trx, person.id);
    await saveAdminChoices(trx, person.id, choices, new Date().toISOString());
    const after = await adminChoices(trx, person.id);
    await app.consents.record(
      trx,
      choiceChanges(before, after, {
        userId: person.id,
        email: person.email,
        purpose: 'admin-notifications',
        via,
      }),
    );
    return after;
  }

  const isAdmin = (email: string) => app.config.adminEmails.includes(email.toLowerCase());
  app.consents.define({
    purpose: 'admin-notifications',
    active: async (db, subject) => {
      if (!isAdmin(subject.email)) return [];
      const choices = await adminChoices(db, subject.id);
      return ADMIN_NOTIFICATION_KINDS.filter((kind) => choices[kind] !== 'none').map((kind) => ({
        topic: kind,
        label: `${ADMIN_NOTIFICATION_LABELS[kind]} (${NOTIFICATION_CHOICE_LABELS[choices[kind]].toLowerCase()})`,
      }));
    },
    withdraw: async (trx, subject, topic, via) => {
      const kind = ADMIN_NOTIFICATION_KINDS.find((each) => each === topic);
      if (!kind || !isAdmin(subject.email) || (await adminChoices(trx, subject.id))[kind] === 'none')
        return false;
      await changeChoices(trx, subject, { [kind]: 'none' }, via);
      return true;
    },
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
      app.db.transaction().execute((trx) => changeChoices(trx, request.user, request.body, 'form')),
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: adminNotificationEndpoints.stopFromMail,
    unsubscribe: async (query) => {
      const named = await readPreferenceToken(app.db, query.token);
      const kind = ADMIN_NOTIFICATION_KINDS.find((each) => named?.scope === adminTopic(each));
      if (!named || (!kind && named.scope !== SUMMARY_SCOPE)) throw new HttpError(400, M.badLink);
      return app.db.transaction().execute(async (trx) => {
        const person = await findUserById(trx, named.userId);
        if (!person) throw new HttpError(400, M.badLink);
        const current = await adminChoices(trx, named.userId);
        // The summary's link stops the summary: every kind now mailed daily.
        const stopped: AdminNotificationKind[] = kind
          ? [kind]
          : ADMIN_NOTIFICATION_KINDS.filter((each) => current[each] === 'daily');
        await changeChoices(
          trx,
          person,
          Object.fromEntries(stopped.map((each) => [each, 'none'])),
          'one-click',
        );
        return { message: kind ? M.unsubscribed(kind) : M.summaryStopped };
      });
    },
  });
};
