import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignStartedMessage,
  subscribersLabel,
  campaignProgressSchema,
  campaignSchema,
  campaignStartedSchema,
  messageAnswerSchema,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOPICS,
  recipientCountQuerySchema,
  recipientCountSchema,
  SUBSCRIBER_PAGE_SIZE,
  subscriberListQuerySchema,
  subscriberPageSchema,
  type CampaignProgress,
  type MessageAnswer,
  type SubscriberPage,
} from '#common/newsletter';
import { z } from 'zod';
import { rawBody } from '#server/lib/responses';
import { sendCsv } from '#server/lib/csv';
import { HttpError } from '#server/lib/http-error';
import type { SubscriberSummaryRow } from '#server/db/database';
import { recordAdminAction } from '#server/modules/audit';
import { testMail } from './campaign-mail';
import type { CampaignRunner } from './campaign-runner';
import {
  countRecipients,
  countSubscribed,
  countSubscribers,
  createCampaign,
  deliveryCounts,
  listRecentCampaigns,
  listSubscribers,
} from './repository';

const RECENT_CAMPAIGNS = 10;
const CSV_MAX_ROWS = 200_000;

function toSubscriber(row: SubscriberSummaryRow) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    subscribedAt: row.subscribed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

/** The Newsletter tab: subscribers, CSV, test mail, sending and its progress. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ runner: CampaignRunner }> = async (
  app,
  { runner },
) => {
  app.get(
    '/api/newsletter/subscribers',
    {
      config: { access: 'admin' },
      schema: { querystring: subscriberListQuerySchema, response: { 200: subscriberPageSchema } },
    },
    async (request, reply): Promise<SubscriberPage> => {
      const { search, page } = request.query;
      const [rows, total, subscribedCount] = await Promise.all([
        listSubscribers(app.db, {
          search,
          limit: SUBSCRIBER_PAGE_SIZE,
          offset: (page - 1) * SUBSCRIBER_PAGE_SIZE,
        }),
        countSubscribers(app.db, search),
        countSubscribed(app.db),
      ]);
      reply.header('cache-control', 'no-store');
      return { items: rows.map(toSubscriber), total, subscribedCount, page, pageSize: SUBSCRIBER_PAGE_SIZE };
    },
  );

  app.get(
    '/api/newsletter/subscribers.csv',
    { config: { access: 'admin' }, schema: { response: { 200: rawBody('text/csv') } } },
    async (_request, reply) => {
      const rows = await listSubscribers(app.db, { search: '', limit: CSV_MAX_ROWS, offset: 0 });
      return sendCsv(
        reply,
        `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
        [
          { header: 'Email', value: (row) => row.email },
          { header: 'Status', value: (row) => row.status },
          { header: 'Subscribed at', value: (row) => row.subscribed_at },
          { header: 'Unsubscribed at', value: (row) => row.unsubscribed_at },
        ],
        rows,
      );
    },
  );

  app.get(
    '/api/newsletter/campaigns',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(campaignProgressSchema) } } },
    async (_request, reply) => {
      const campaigns = await listRecentCampaigns(app.db, RECENT_CAMPAIGNS);
      const counts = await deliveryCounts(
        app.db,
        campaigns.map((campaign) => campaign.id),
      );
      reply.header('cache-control', 'no-store');
      return campaigns.map((campaign): CampaignProgress => {
        const mine = counts.filter((row) => row.campaign_id === campaign.id);
        const sum = (match: (row: (typeof mine)[number]) => boolean) =>
          mine.filter(match).reduce((total, row) => total + row.count, 0);
        const waiting = sum(
          (row) =>
            row.status === 'pending' ||
            (row.status === 'queued' && ['pending', 'sending'].includes(row.mail_status ?? '')),
        );
        return {
          id: campaign.id,
          subject: campaign.subject,
          createdAt: campaign.created_at,
          createdBy: campaign.created_by_email,
          recipients: campaign.recipient_count,
          queued: sum((row) => row.status === 'queued'),
          sent: sum((row) => row.mail_status === 'sent'),
          skipped: sum((row) => row.status === 'skipped' || row.mail_status === 'cancelled'),
          failed: sum((row) => row.mail_status === 'failed'),
          done: waiting === 0,
        };
      });
    },
  );

  app.get(
    '/api/newsletter/recipients',
    {
      config: { access: 'admin' },
      schema: { querystring: recipientCountQuerySchema, response: { 200: recipientCountSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recipients: await countRecipients(app.db, request.query.topics) };
    },
  );

  app.post(
    '/api/newsletter/test',
    { config: { access: 'admin' }, schema: { body: campaignSchema, response: { 200: messageAnswerSchema } } },
    async (request): Promise<MessageAnswer> => {
      await app.mail.send(
        testMail({ ...request.body, to: request.user.email, publicUrl: app.config.publicUrl }),
      );
      return { message: `A test copy is on its way to ${request.user.email}.` };
    },
  );

  app.post(
    '/api/newsletter/campaigns',
    {
      config: { access: 'admin' },
      schema: { body: campaignSchema, response: { 202: campaignStartedSchema } },
    },
    async (request, reply) => {
      const { subject, body, topics } = request.body;
      const created = await app.db.transaction().execute(async (trx) => {
        const campaign = await createCampaign(
          trx,
          { subject, body, created_by_email: request.user.email, created_at: new Date().toISOString() },
          topics,
        );
        if (campaign.recipients === 0)
          throw new HttpError(
            409,
            topics.length === NEWSLETTER_TOPICS.length
              ? NEWSLETTER_MESSAGES.noSubscribers
              : NEWSLETTER_MESSAGES.noRecipients,
          );
        await recordAdminAction(trx, request.user, {
          action: 'newsletter.send',
          subjectType: 'newsletter_campaign',
          subjectId: campaign.id,
          summary: `Sent the newsletter "${subject}" (${topics.join(', ')}) to ${subscribersLabel(campaign.recipients)}`,
        });
        return campaign;
      });
      runner.wake();
      return reply.code(202).send({
        id: created.id,
        recipients: created.recipients,
        message: campaignStartedMessage(created.recipients),
      });
    },
  );
};
