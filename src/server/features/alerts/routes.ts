import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALERT_MESSAGES,
  ALERTS_PER_PERSON,
  ALERT_UNSUBSCRIBE_PAGE,
  alertInputSchema,
  alertLinkStatusSchema,
  alertListSchema,
  alertSavedSchema,
  alertTokenQuerySchema,
  alertUpdateSchema,
  type Alert,
} from '#common/alerts';
import { messageAnswerSchema } from '#common/api-answers';
import { idParamsSchema } from '#common/ids';
import type { SearchAlertRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { registerOneClickUnsubscribe } from '#server/modules/mail';
import { defineDigestJobs, newAlertToken } from './digests';
import {
  countAlertsOf,
  deleteAlertOf,
  findAlertOf,
  insertAlert,
  listAlertsOf,
  alertsByToken,
  alertsOfPerson,
  lockUser,
  pauseAlerts,
  readListVersions,
  updateAlert,
} from './repository';
import { readDigestToken } from './unsubscribe-token';

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
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  defineDigestJobs(app);

  app.get(
    '/api/my/alerts',
    { config: { access: 'user' }, schema: { response: { 200: alertListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: (await listAlertsOf(app.db, request.user.id)).map(toAlert) };
    },
  );

  app.post(
    '/api/alerts',
    {
      config: { access: 'user', rateLimit: SAVE_RATE_LIMIT },
      schema: { body: alertInputSchema, response: { 201: alertSavedSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        await lockUser(trx, request.user.id);
        if ((await countAlertsOf(trx, request.user.id)) >= ALERTS_PER_PERSON)
          throw new HttpError(409, ALERT_MESSAGES.tooMany);
        // Posts approved from now on: the list's approval number now is where the alert starts.
        const versions = await readListVersions(trx);
        return insertAlert(trx, {
          user_id: request.user.id,
          list: input.list,
          q: input.q,
          filter: input.filter,
          name: input.name,
          frequency: input.frequency,
          high_water: versions[input.list],
          unsubscribe_token: newAlertToken(),
          created_at: new Date().toISOString(),
        });
      });
      reply.code(201);
      return { message: ALERT_MESSAGES.saved, alert: toAlert(row) };
    },
  );

  app.patch(
    '/api/alerts/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, body: alertUpdateSchema, response: { 200: alertSavedSchema } },
    },
    async (request) => {
      const { name, frequency, paused } = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const alert = await findAlertOf(trx, request.user.id, request.params.id);
        if (!alert) throw new HttpError(404, ALERT_MESSAGES.notFound);
        const resuming = paused === false && Number(alert.paused) === 1;
        // Resumed alerts start again from now: what was approved while paused is not mailed.
        const highWater = resuming ? (await readListVersions(trx))[alert.list] : undefined;
        return updateAlert(trx, alert.id, {
          ...(name === undefined ? {} : { name }),
          ...(frequency === undefined ? {} : { frequency }),
          ...(paused === undefined ? {} : { paused: paused ? 1 : 0 }),
          ...(highWater === undefined ? {} : { high_water: highWater }),
        });
      });
      if (!row) throw new HttpError(404, ALERT_MESSAGES.notFound);
      return { message: ALERT_MESSAGES.updated, alert: toAlert(row) };
    },
  );

  app.delete(
    '/api/alerts/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      if (!(await deleteAlertOf(app.db, request.user.id, request.params.id)))
        throw new HttpError(404, ALERT_MESSAGES.notFound);
      return { message: ALERT_MESSAGES.deleted };
    },
  );

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
  app.get(
    '/api/alerts/one-click-unsubscribe',
    {
      config: { access: 'public' },
      schema: { querystring: alertTokenQuerySchema, response: { 200: alertLinkStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const alerts = await alertsForLink(request.query.token);
      return {
        alerts: alerts.map((alert) => ({
          name: alert.name,
          list: alert.list,
          paused: Number(alert.paused) === 1,
        })),
      };
    },
  );

  // The token only ever pauses the alerts it names.
  await registerOneClickUnsubscribe(app, {
    urls: ['/api/alerts/one-click-unsubscribe', ALERT_UNSUBSCRIBE_PAGE],
    querystring: alertTokenQuerySchema,
    unsubscribe: async (query) => {
      const alerts = await alertsForLink(query.token);
      const first = alerts[0];
      if (!first) return { message: ALERT_MESSAGES.noneLeft };
      await pauseAlerts(
        app.db,
        first.user_id,
        alerts.map((alert) => alert.id),
      );
      return { message: ALERT_MESSAGES.unsubscribed };
    },
  });
};
