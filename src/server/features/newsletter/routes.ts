import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HONEYPOT_FIELD } from '#common/contact';
import {
  NEWSLETTER_MESSAGES,
  oneClickBodySchema,
  oneClickQuerySchema,
  subscribeSchema,
  unsubscribeSendCodeSchema,
  unsubscribeVerifySchema,
  type MessageAnswer,
} from '#common/newsletter';
import type { Database } from '#server/db/database';
import { cancelMail } from '#server/modules/mail';
import { oneTimeCodeMail } from '#server/modules/mail';
import { HttpError } from '#server/lib/http-error';
import { issueCode, verifyCode } from '#server/modules/one-time-codes';
import { newsletterAdminRoutes } from './admin-routes';
import { CampaignRunner } from './campaign-runner';
import {
  findSubscriberByEmail,
  findSubscriberById,
  markUnsubscribed,
  subscribe,
  withdrawDeliveries,
} from './repository';
import { tokenMatches, tokenSubscriberId } from './unsubscribe-token';

/** Per client address, for each public form of the newsletter. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Unsubscribes in one transaction: the status flips, recipients still waiting in an unfinished
 * campaign are skipped and their queued messages not yet sent are cancelled.
 */
async function unsubscribe(db: Database, subscriberId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await markUnsubscribed(trx, subscriberId, new Date().toISOString());
    for (const outboxId of await withdrawDeliveries(trx, subscriberId))
      await cancelMail(trx, outboxId, 'the recipient unsubscribed');
  });
}

/** Newsletter subscribe, unsubscribe and campaigns (docs/product.md#newsletter). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = new CampaignRunner({ db: app.db, mail: app.mail, publicUrl: app.config.publicUrl }, app.log);
  if (app.config.mailWorker) {
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  }

  app.post(
    '/api/newsletter/subscribe',
    { config: { access: 'public', rateLimit: NEWSLETTER_RATE_LIMIT }, schema: { body: subscribeSchema } },
    async (request): Promise<MessageAnswer> => {
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info('newsletter honeypot filled; ignored');
        return { message: NEWSLETTER_MESSAGES.subscribed };
      }
      await app.db
        .transaction()
        .execute((trx) => subscribe(trx, request.body.email, new Date().toISOString()));
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe/send-otp',
    {
      config: { access: 'public', rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: { body: unsubscribeSendCodeSchema },
    },
    async (request): Promise<MessageAnswer> => {
      const { email } = request.body;
      // A code (with its cooldown and hourly limits) for any address, so the answer is the same
      // whether or not it is subscribed; only a subscriber is mailed it.
      const code = await issueCode(app.db, { email, purpose: 'unsubscribe', ip: request.ip });
      const subscriber = await findSubscriberByEmail(app.db, email);
      if (subscriber?.status === 'subscribed')
        await app.mail.send({ to: email, ...oneTimeCodeMail(code, 'unsubscribe') });
      return { message: NEWSLETTER_MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe/verify',
    {
      config: { access: 'public', rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: { body: unsubscribeVerifySchema },
    },
    async (request): Promise<MessageAnswer> => {
      const { email, otp } = request.body;
      if (!(await verifyCode(app.db, { email, purpose: 'unsubscribe', code: otp })))
        throw new HttpError(400, NEWSLETTER_MESSAGES.invalidCode, { otp: NEWSLETTER_MESSAGES.invalidCode });
      const subscriber = await findSubscriberByEmail(app.db, email);
      if (subscriber) await unsubscribe(app.db, subscriber.id);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );

  /** The subscriber a one-click token names, or a 400/404 a person can understand. */
  async function subscriberForToken(token: string) {
    const id = tokenSubscriberId(token);
    const subscriber = id === null ? undefined : await findSubscriberById(app.db, id);
    if (!subscriber || !(await tokenMatches(app.db, token, subscriber)))
      throw new HttpError(400, NEWSLETTER_MESSAGES.badLink);
    return subscriber;
  }

  // A GET never changes anything: mail scanners open links before people do.
  app.get(
    '/api/newsletter/one-click-unsubscribe',
    { config: { access: 'public' }, schema: { querystring: oneClickQuerySchema } },
    async (request, reply) => {
      const subscriber = await subscriberForToken(request.query.token);
      reply.header('cache-control', 'no-store');
      return { email: subscriber.email, subscribed: subscriber.status === 'subscribed' };
    },
  );

  // Its own scope: RFC 8058 mail clients POST a form-encoded body, and only this route accepts one.
  const oneClickPost: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post(
      '/api/newsletter/one-click-unsubscribe',
      {
        // The signed token is the proof; mail clients POST it from wherever they run.
        config: { access: 'public', allowCrossOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { querystring: oneClickQuerySchema, body: oneClickBodySchema },
      },
      async (request): Promise<MessageAnswer> => {
        const subscriber = await subscriberForToken(request.query.token);
        if (subscriber.status === 'subscribed') await unsubscribe(app.db, subscriber.id);
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      },
    );
  };
  await app.register(oneClickPost);

  await app.register(newsletterAdminRoutes, { runner });
};
