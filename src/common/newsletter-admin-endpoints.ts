import { z } from 'zod';
import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  campaignProgressSchema,
  campaignSchema,
  campaignStartedSchema,
  messageAnswerSchema,
  recipientCountQuerySchema,
  recipientCountSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from './newsletter';

/** The newsletter's admin side: subscribers and campaigns (docs/product.md#newsletter-tab). */
export const newsletterAdminEndpoints = {
  subscribers: defineEndpoint({
    method: 'GET',
    path: '/api/newsletter/subscribers',
    access: 'admin',
    summary: 'Subscribers, searched and filtered by status, one page at a time',
    query: subscriberListQuerySchema,
    responses: { 200: subscriberPageSchema },
  }),
  subscribersCsv: defineEndpoint({
    method: 'GET',
    path: '/api/newsletter/subscribers.csv',
    access: 'admin',
    summary: 'Every subscriber as CSV',
    responses: { 200: rawBody('text/csv') },
  }),
  campaigns: defineEndpoint({
    method: 'GET',
    path: '/api/newsletter/campaigns',
    access: 'admin',
    summary: 'The campaigns, newest first, with their progress',
    responses: { 200: z.array(campaignProgressSchema) },
  }),
  recipientCount: defineEndpoint({
    method: 'GET',
    path: '/api/newsletter/recipients',
    access: 'admin',
    summary: 'How many subscribers a campaign to these topics would reach',
    query: recipientCountQuerySchema,
    responses: { 200: recipientCountSchema },
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/test',
    access: 'admin',
    summary: 'Send a campaign to the signed-in admin only, as a test',
    body: campaignSchema,
    responses: { 200: messageAnswerSchema },
  }),
  startCampaign: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/campaigns',
    access: 'admin',
    summary: 'Start sending a campaign to every subscriber of its topics',
    body: campaignSchema,
    responses: { 202: campaignStartedSchema },
  }),
};
