import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterAdminEndpoints } from '#common/newsletter-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import {
  campaignStartedMessage,
  subscribersLabel,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOPICS,
  SUBSCRIBER_PAGE_SIZE,
  type CampaignProgress,
  type MessageAnswer,
  type SubscriberPage,
} from '#common/newsletter';

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
import { noStore } from '#server/lib/no-store';

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
  app.route({
    ...endpointRoute(newsletterAdminEndpoints.subscribers),
    handler: async (request, reply): Promise<SubscriberPage> => {
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
      noStore(reply);
      return { items: rows.map(toSubscriber), total, subscribedCount, page, pageSize: SUBSCRIBER_PAGE_SIZE };
    },
  });

  app.route({
    ...endpointRoute(newsletterAdminEndpoints.subscribersCsv),
    handler: async (_request, reply) => {
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
  });

  app.route({
    ...endpointRoute(newsletterAdminEndpoints.campaigns),
    handler: async (_request, reply) => {
      const campaigns = await listRecentCampaigns(app.db, RECENT_CAMPAIGNS);
      const counts = await deliveryCounts(
        app.db,
        campaigns.map((campaign) => campaign.id),
      );
      noStore(reply);
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
  });

  app.route({
    ...endpointRoute(newsletterAdminEndpoints.recipientCount),
    handler: async (request, reply) => {
      noStore(reply);
      return { recipients: await countRecipients(app.db, request.query.topics) };
    },
  });

  app.route({
    ...endpointRoute(newsletterAdminEndpoints.sendTest),
    handler: async (request): Promise<MessageAnswer> => {
      await app.mail.send(
        testMail({ ...request.body, to: request.user.email, publicUrl: app.config.publicUrl }),
      );
      return { message: `A test copy is on its way to ${request.user.email}.` };
    },
  });

  app.route({
    ...endpointRoute(newsletterAdminEndpoints.startCampaign),
    handler: async (request, reply) => {
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
  });
};
