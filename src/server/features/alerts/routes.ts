import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertEndpoints } from '#common/alert-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import type { ConsentVia } from '#common/consents';
import { recordIdSchema } from '#common/ids';
import type { ConsentChange } from '#server/modules/consents';
import {
  ALERT_MESSAGES,
  ALERTS_PER_PERSON,
  ALERT_UNSUBSCRIBE_PAGE,
  type Alert,
  type AlertList,
} from '#common/alerts';

import type { Executor, SearchAlertRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import { findProgramBySlug, latestCallId } from '#server/features/calls';
import { findUserById, lockUserRow } from '#server/modules/users';
import { readListVersions, type PostList } from '#server/features/opportunities';
import { defineDigestJobs, newAlertToken } from './digests';
import {
  countAlertsOf,
  deleteAlertOf,
  findAlertOf,
  insertAlert,
  listAlertsOf,
  alertsByToken,
  alertsOfPerson,
  pauseAlerts,
  updateAlert,
} from './repository';
import { readDigestToken } from './unsubscribe-token';
import { noStore } from '#server/lib/no-store';

function toAlert(row: SearchAlertRow): Alert {
  return {
    id: row.id,
    list: row.list,
    q: row.q,
    filter: row.filter,
    name: row.name,
    frequency: row.frequency,
    paused: Number(row.paused) === 1,
    createdAt: row.created_at,
  };
}

const SAVE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Saved searches and their digests (docs/product.md#search-alerts). */
/** Where an alert saved or resumed now starts: the list's approval number now, or the newest call. */
async function startingPoint(db: Executor, list: AlertList): Promise<number> {
  return list === 'calls' ? latestCallId(db) : (await readListVersions(db))[list as PostList];
}

/** The consent ledger's line for one alert (docs/product.md#my-consents): the topic is the alert's id. */
function alertConsent(
  person: { id: number; email: string },
  alert: { id: number; name: string },
  action: 'given' | 'withdrawn',
  via: ConsentVia,
): ConsentChange {
  return {
    userId: person.id,
    email: person.email,
    purpose: 'alerts',
    topic: String(alert.id),
    action,
    via,
    detail: alert.name,
  };
}

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  defineDigestJobs(app);

  // My consents lists the alerts that are mailed (not paused); withdrawing one pauses it, as its link does.
  app.consents.define({
    purpose: 'alerts',
    active: async (db, subject) =>
      (await listAlertsOf(db, subject.id))
        .filter((alert) => Number(alert.paused) !== 1)
        .map((alert) => ({ topic: String(alert.id), label: alert.name })),
    withdraw: async (trx, subject, topic, via) => {
      const id = recordIdSchema().safeParse(topic);
      const alert = id.success ? await findAlertOf(trx, subject.id, id.data) : undefined;
      if (!alert || Number(alert.paused) === 1) return false;
      await pauseAlerts(trx, subject.id, [alert.id]);
      await app.consents.record(trx, alertConsent(subject, alert, 'withdrawn', via));
      return true;
    },
  });

  app.route({
    ...endpointRoute(alertEndpoints.mine),
    handler: async (request, reply) => {
      noStore(reply);
      return { items: (await listAlertsOf(app.db, request.user.id)).map(toAlert) };
    },
  });

  app.route({
    ...endpointRoute(alertEndpoints.create, { rateLimit: SAVE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const input = request.body;
      if (
        input.list === 'calls' &&
        input.filter !== 'All' &&
        !(await findProgramBySlug(app.db, input.filter))
      )
        throw new HttpError(404, ALERT_MESSAGES.programNotFound, { filter: ALERT_MESSAGES.programNotFound });
      const row = await app.db.transaction().execute(async (trx) => {
        await lockUserRow(trx, request.user.id);
        if ((await countAlertsOf(trx, request.user.id)) >= ALERTS_PER_PERSON)
          throw new HttpError(409, ALERT_MESSAGES.tooMany);
        // Posts approved from now on: the list's approval number now is where the alert starts; a calls
        // alert starts after the newest call.
        const highWater = await startingPoint(trx, input.list);
        const inserted = await insertAlert(trx, {
          user_id: request.user.id,
          list: input.list,
          q: input.q,
          filter: input.filter,
          name: input.name,
          frequency: input.frequency,
          high_water: highWater,
          unsubscribe_token: newAlertToken(),
          created_at: new Date().toISOString(),
        });
        await app.consents.record(trx, alertConsent(request.user, inserted, 'given', 'form'));
        return inserted;
      });
      reply.code(201);
      return {
        message: input.list === 'calls' ? ALERT_MESSAGES.savedCalls : ALERT_MESSAGES.saved,
        alert: toAlert(row),
      };
    },
  });

  app.route({
    ...endpointRoute(alertEndpoints.update),
    handler: async (request) => {
      const { name, frequency, paused } = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const alert = await findAlertOf(trx, request.user.id, request.params.id);
        if (!alert) throw new HttpError(404, ALERT_MESSAGES.notFound);
        const resuming = paused === false && Number(alert.paused) === 1;
        // Resumed alerts start again from now: what was approved while paused is not mailed.
        const highWater = resuming ? await startingPoint(trx, alert.list) : undefined;
        const updated = await updateAlert(trx, alert.id, {
          ...(name === undefined ? {} : { name }),
          ...(frequency === undefined ? {} : { frequency }),
          ...(paused === undefined ? {} : { paused: paused ? 1 : 0 }),
          ...(highWater === undefined ? {} : { high_water: highWater }),
        });
        // Pausing withdraws the consent to its digests; resuming gives it again.
        if (updated && paused !== undefined && paused !== (Number(alert.paused) === 1))
          await app.consents.record(
            trx,
            alertConsent(request.user, updated, paused ? 'withdrawn' : 'given', 'form'),
          );
        return updated;
      });
      if (!row) throw new HttpError(404, ALERT_MESSAGES.notFound);
      return { message: ALERT_MESSAGES.updated, alert: toAlert(row) };
    },
  });

  app.route({
    ...endpointRoute(alertEndpoints.remove),
    handler: async (request) => {
      const removed = await app.db.transaction().execute(async (trx) => {
        const alert = await findAlertOf(trx, request.user.id, request.params.id);
        if (!alert || !(await deleteAlertOf(trx, request.user.id, request.params.id))) return false;
        if (Number(alert.paused) !== 1)
          await app.consents.record(trx, alertConsent(request.user, alert, 'withdrawn', 'form'));
        return true;
      });
      if (!removed) throw new HttpError(404, ALERT_MESSAGES.notFound);
      return { message: ALERT_MESSAGES.deleted };
    },
  });

  /**
   * The alerts an unsubscribe link names, or a 400 a person can understand: a signed digest link names the
   * person and the digest's alerts; an older link one alert's random token.
   */
  async function alertsForLink(token: string) {
    const digest = await readDigestToken(app.db, token);
    if (digest) return alertsOfPerson(app.db, digest.userId, digest.alertIds);
    const alerts = /^[A-Za-z0-9_-]{43}$/.test(token) ? await alertsByToken(app.db, token) : [];
    if (alerts.length === 0) throw new HttpError(400, ALERT_MESSAGES.badLink);
    return alerts;
  }

  // A GET never changes anything: mail scanners open links before people do.
  app.route({
    ...endpointRoute(alertEndpoints.linkStatus),
    handler: async (request, reply) => {
      noStore(reply);
      const alerts = await alertsForLink(request.query.token);
      return {
        alerts: alerts.map((alert) => ({
          name: alert.name,
          list: alert.list,
          paused: Number(alert.paused) === 1,
        })),
      };
    },
  });

  // The token only ever pauses the alerts it names.
  await registerOneClickUnsubscribe(app, {
    endpoint: alertEndpoints.oneClick,
    pageUrl: ALERT_UNSUBSCRIBE_PAGE,
    unsubscribe: async (query) => {
      const alerts = await alertsForLink(query.token);
      const first = alerts[0];
      if (!first) return { message: ALERT_MESSAGES.noneLeft };
      await app.db.transaction().execute(async (trx) => {
        const person = await findUserById(trx, first.user_id);
        const running = alerts.filter((alert) => Number(alert.paused) !== 1);
        await pauseAlerts(
          trx,
          first.user_id,
          running.map((alert) => alert.id),
        );
        if (person)
          await app.consents.record(
            trx,
            running.map((alert) => alertConsent(person, alert, 'withdrawn', 'one-click')),
          );
      });
      return { message: ALERT_MESSAGES.unsubscribed };
    },
  });
};
