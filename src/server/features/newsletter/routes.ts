import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterEndpoints } from '#common/newsletter-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HONEYPOT_FIELD } from '#common/contact';
import {
  ONE_CLICK_UNSUBSCRIBE_PAGE,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOPICS,
  NEWSLETTER_TOPIC_LABELS,
  type MessageAnswer,
  type NewsletterTopic,
} from '#common/newsletter';
import type { ConsentVia } from '#common/consents';
import type { Database, Executor } from '#server/db/database';
import type { ConsentLedger } from '#server/modules/consents';
import { cancelMail, registerOneClickUnsubscribe } from '#server/modules/mail';
import { oneTimeCodeMail } from '#server/modules/mail';
import { HttpError } from '#server/lib/http-error';
import {
  codeAttemptOf,
  endCodeAttempt,
  issueCode,
  keepCodeAttempt,
  newCodeAttempt,
  verifyCode,
} from '#server/modules/one-time-codes';
import { newsletterAdminRoutes } from './admin-routes';
import { CampaignRunner } from './campaign-runner';
import {
  findSubscriberByEmail,
  findSubscriberById,
  lockSubscribed,
  markUnsubscribed,
  setTopics,
  subscribe,
  topicsOf,
  withdrawDeliveries,
} from './repository';
import { tokenMatches, tokenSubscriberId } from './unsubscribe-token';
import { confirmToken, readConfirmToken } from './confirm-token';
import { confirmationMail } from './confirm-mail';
import { noStore } from '#server/lib/no-store';

/** Per client address, for each public form of the newsletter. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The consent ledger's lines for topics given and withdrawn by one address (docs/product.md#my-consents). */
function topicChanges(
  email: string,
  before: readonly NewsletterTopic[],
  after: readonly NewsletterTopic[],
  via: ConsentVia,
) {
  const line = (topic: NewsletterTopic, action: 'given' | 'withdrawn') => ({
    userId: null,
    email,
    purpose: 'newsletter' as const,
    topic,
    action,
    via,
  });
  return [
    ...after.filter((topic) => !before.includes(topic)).map((topic) => line(topic, 'given')),
    ...before.filter((topic) => !after.includes(topic)).map((topic) => line(topic, 'withdrawn')),
  ];
}

/** The topics an address now receives: none unless subscribed. */
async function receivedTopics(db: Executor, email: string): Promise<NewsletterTopic[]> {
  const subscriber = await findSubscriberByEmail(db, email);
  return subscriber?.status === 'subscribed' ? topicsOf(db, subscriber.id) : [];
}

/**
 * Unsubscribes inside `trx`: the status flips, recipients still waiting in an unfinished campaign are
 * skipped and their queued messages not yet sent are cancelled, and each topic's withdrawal is recorded.
 */
async function unsubscribeIn(
  trx: Executor,
  consents: ConsentLedger,
  subscriber: { id: number; email: string },
  via: ConsentVia,
): Promise<void> {
  const before = await receivedTopics(trx, subscriber.email);
  const changed = await markUnsubscribed(trx, subscriber.id, new Date().toISOString());
  for (const outboxId of await withdrawDeliveries(trx, subscriber.id))
    await cancelMail(trx, outboxId, 'the recipient unsubscribed');
  if (changed) await consents.record(trx, topicChanges(subscriber.email, before, [], via));
}

/** Unsubscribes in one transaction of its own. */
async function unsubscribe(
  db: Database,
  consents: ConsentLedger,
  subscriber: { id: number; email: string },
  via: ConsentVia,
): Promise<void> {
  await db.transaction().execute((trx) => unsubscribeIn(trx, consents, subscriber, via));
}

/** Subscribes (or changes the topics of) a confirmed address and records what changed. */
async function subscribeRecorded(
  trx: Executor,
  consents: ConsentLedger,
  email: string,
  topics: readonly NewsletterTopic[] | undefined,
  via: ConsentVia,
): Promise<void> {
  const before = await receivedTopics(trx, email);
  await subscribe(trx, email, new Date().toISOString(), topics);
  await consents.record(trx, topicChanges(email, before, await receivedTopics(trx, email), via));
}

/** Newsletter subscribe, unsubscribe and campaigns (docs/product.md#newsletter). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The attempt id the code will be bound to, given to the browser in every answer (the answer must not
   * depend on the address). The browser keeps the id it has: a request refused by the code budget, which
   * is silent, must not take away the id of the code already mailed.
   */
  function attemptFor(request: FastifyRequest, reply: FastifyReply, purpose: 'newsletter' | 'unsubscribe') {
    const id = codeAttemptOf(request, app.config, purpose) ?? newCodeAttempt();
    keepCodeAttempt(reply, app.config, purpose, id);
    return id;
  }

  const runner = new CampaignRunner({ db: app.db, mail: app.mail, publicUrl: app.config.publicUrl }, app.log);
  if (app.config.mailWorker) {
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  }

  // My consents lists the topics the person's address receives; withdrawing the last one unsubscribes.
  app.consents.define({
    purpose: 'newsletter',
    active: async (db, subject) =>
      (await receivedTopics(db, subject.email)).map((topic) => ({
        topic,
        label: NEWSLETTER_TOPIC_LABELS[topic],
      })),
    withdraw: async (trx, subject, topic, via) => {
      const subscriber = await findSubscriberByEmail(trx, subject.email);
      if (!subscriber || !(await lockSubscribed(trx, subscriber.id, new Date().toISOString()))) return false;
      const before = await topicsOf(trx, subscriber.id);
      if (!before.some((each) => each === topic)) return false;
      const after = before.filter((each) => each !== topic);
      if (after.length === 0) await unsubscribeIn(trx, app.consents, subscriber, via);
      else {
        await setTopics(trx, subscriber.id, after);
        await app.consents.record(trx, topicChanges(subscriber.email, before, after, via));
      }
      return true;
    },
  });

  app.route({
    ...endpointRoute(newsletterEndpoints.subscribe, { rateLimit: NEWSLETTER_RATE_LIMIT }),
    handler: async (request, reply): Promise<MessageAnswer> => {
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info('newsletter honeypot filled; ignored');
        return { message: NEWSLETTER_MESSAGES.subscribed };
      }
      const { email } = request.body;
      const binding = attemptFor(request, reply, 'newsletter');
      // Double opt-in: nothing is stored until the address confirms. Like the unsubscribe code, the work
      // runs after the answer, so the answer is the same (and as fast) for every address.
      app.background.run(async () => {
        const subscriber = await findSubscriberByEmail(app.db, email);
        if (subscriber?.status === 'subscribed') return;
        try {
          const { code } = await issueCode(app.db, {
            email,
            purpose: 'newsletter',
            binding,
            ip: request.ip,
          });
          const token = await confirmToken(app.db, email, new Date());
          await app.mail.send(confirmationMail({ to: email, code, token, publicUrl: app.config.publicUrl }));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      });
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  });

  app.route({
    ...endpointRoute(newsletterEndpoints.confirm, { rateLimit: NEWSLETTER_RATE_LIMIT }),
    handler: async (request, reply): Promise<MessageAnswer> => {
      const { email, otp, topics } = request.body;
      const binding = codeAttemptOf(request, app.config, 'newsletter');
      // One transaction: a code is used up only together with the subscription it confirms.
      const confirmed = await app.db.transaction().execute(async (trx) => {
        if (!(await verifyCode(trx, { email, purpose: 'newsletter', code: otp, binding }))) return false;
        await subscribeRecorded(trx, app.consents, email, topics, 'form');
        return true;
      });
      if (!confirmed)
        throw new HttpError(400, NEWSLETTER_MESSAGES.invalidCode, { otp: NEWSLETTER_MESSAGES.invalidCode });
      endCodeAttempt(reply, app.config, 'newsletter');
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  });

  /** The address a confirmation link names, or a 400; a link older than a later unsubscribe is spent. */
  async function addressForLink(token: string) {
    const link = await readConfirmToken(app.db, token, new Date());
    if (!link) throw new HttpError(400, NEWSLETTER_MESSAGES.badConfirmLink);
    const subscriber = await findSubscriberByEmail(app.db, link.email);
    const leftLater =
      subscriber?.status === 'unsubscribed' &&
      subscriber.unsubscribed_at !== null &&
      Date.parse(subscriber.unsubscribed_at) >= link.issuedAt.getTime();
    if (leftLater) throw new HttpError(400, NEWSLETTER_MESSAGES.badConfirmLink);
    const subscribed = subscriber?.status === 'subscribed';
    return {
      email: link.email,
      subscribed,
      topics: subscribed ? await topicsOf(app.db, subscriber.id) : [...NEWSLETTER_TOPICS],
    };
  }

  // A GET never changes anything: mail scanners open links before people do.
  app.route({
    ...endpointRoute(newsletterEndpoints.confirmLinkStatus),
    handler: async (request, reply) => {
      noStore(reply);
      return addressForLink(request.query.token);
    },
  });

  app.route({
    ...endpointRoute(newsletterEndpoints.confirmLink, { rateLimit: NEWSLETTER_RATE_LIMIT }),
    handler: async (request): Promise<MessageAnswer> => {
      const { email, subscribed } = await addressForLink(request.query.token);
      const topics = request.body?.topics;
      await app.db
        .transaction()
        .execute((trx) => subscribeRecorded(trx, app.consents, email, topics, 'mail-link'));
      // Already subscribed: the page offered a change of topics.
      return { message: subscribed ? NEWSLETTER_MESSAGES.topicsSaved : NEWSLETTER_MESSAGES.confirmed };
    },
  });

  app.route({
    ...endpointRoute(newsletterEndpoints.sendUnsubscribeCode, {
      rateLimit: NEWSLETTER_RATE_LIMIT,
    }),
    handler: async (request, reply): Promise<MessageAnswer> => {
      const { email } = request.body;
      const binding = attemptFor(request, reply, 'unsubscribe');
      // docs/product.md#unsubscribe-with-a-code: the answer is sent before anything is looked up, so it
      // is the same, and takes the same time, whether or not the address is subscribed. Only for a
      // subscriber is a code made (spending that address's budget) and mailed; a refusal by the code
      // budget is silent too, since a 429 would tell a subscriber from anyone else.
      app.background.run(async () => {
        const subscriber = await findSubscriberByEmail(app.db, email);
        if (subscriber?.status !== 'subscribed') return;
        try {
          const { code } = await issueCode(app.db, {
            email,
            purpose: 'unsubscribe',
            binding,
            ip: request.ip,
          });
          await app.mail.send({ to: email, ...oneTimeCodeMail(code, 'unsubscribe') });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      });
      return { message: NEWSLETTER_MESSAGES.codeSent };
    },
  });

  app.route({
    ...endpointRoute(newsletterEndpoints.unsubscribe, {
      rateLimit: NEWSLETTER_RATE_LIMIT,
    }),
    handler: async (request, reply): Promise<MessageAnswer> => {
      const { email, otp } = request.body;
      const binding = codeAttemptOf(request, app.config, 'unsubscribe');
      if (!(await verifyCode(app.db, { email, purpose: 'unsubscribe', code: otp, binding })))
        throw new HttpError(400, NEWSLETTER_MESSAGES.invalidCode, { otp: NEWSLETTER_MESSAGES.invalidCode });
      endCodeAttempt(reply, app.config, 'unsubscribe');
      const subscriber = await findSubscriberByEmail(app.db, email);
      if (subscriber) await unsubscribe(app.db, app.consents, subscriber, 'form');
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  });

  /** The subscriber a one-click token names, or a 400/404 a person can understand. */
  async function subscriberForToken(token: string) {
    const id = tokenSubscriberId(token);
    const subscriber = id === null ? undefined : await findSubscriberById(app.db, id);
    if (!subscriber || !(await tokenMatches(app.db, token, subscriber)))
      throw new HttpError(400, NEWSLETTER_MESSAGES.badLink);
    return subscriber;
  }

  // A GET never changes anything: mail scanners open links before people do.
  app.route({
    ...endpointRoute(newsletterEndpoints.oneClickStatus),
    handler: async (request, reply) => {
      const subscriber = await subscriberForToken(request.query.token);
      noStore(reply);
      const subscribed = subscriber.status === 'subscribed';
      return {
        email: subscriber.email,
        subscribed,
        topics: subscribed ? await topicsOf(app.db, subscriber.id) : [],
      };
    },
  });

  // The same signed link lets the subscriber change topics (docs/product.md#one-click-unsubscribe).
  app.route({
    ...endpointRoute(newsletterEndpoints.changeTopics, { rateLimit: NEWSLETTER_RATE_LIMIT }),
    handler: async (request): Promise<MessageAnswer> => {
      const subscriber = await subscriberForToken(request.query.token);
      const saved = await app.db.transaction().execute(async (trx) => {
        if (!(await lockSubscribed(trx, subscriber.id, new Date().toISOString()))) return false;
        const before = await topicsOf(trx, subscriber.id);
        await setTopics(trx, subscriber.id, request.body.topics);
        await app.consents.record(
          trx,
          topicChanges(subscriber.email, before, await topicsOf(trx, subscriber.id), 'mail-link'),
        );
        return true;
      });
      if (!saved) throw new HttpError(409, NEWSLETTER_MESSAGES.notSubscribed);
      return { message: NEWSLETTER_MESSAGES.topicsSaved };
    },
  });

  await registerOneClickUnsubscribe(app, {
    endpoint: newsletterEndpoints.oneClick,
    pageUrl: ONE_CLICK_UNSUBSCRIBE_PAGE,
    unsubscribe: async (query) => {
      const subscriber = await subscriberForToken(query.token);
      if (subscriber.status === 'subscribed')
        await unsubscribe(app.db, app.consents, subscriber, 'one-click');
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  });

  await app.register(newsletterAdminRoutes, { runner });
};
