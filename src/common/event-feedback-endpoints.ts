import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  feedbackAdminSchema,
  feedbackAnswerBodySchema,
  feedbackFormSchema,
  feedbackSettingsBodySchema,
  feedbackTokenParamsSchema,
} from './event-feedback';
import { eventIdParamsSchema } from './events';

/**
 * Event feedback (docs/product.md#event-feedback): an attendee answers through the token of their mailed
 * link, without signing in; the admin sets the questions and reads the summary.
 */
export const eventFeedbackEndpoints = {
  form: defineEndpoint({
    method: 'GET',
    path: '/api/feedback/:token',
    access: 'public',
    summary: 'The feedback form of the attendee holding the token, with their answer if sent',
    params: feedbackTokenParamsSchema,
    responses: { 200: feedbackFormSchema },
  }),
  answer: defineEndpoint({
    method: 'PUT',
    path: '/api/feedback/:token',
    access: 'public',
    summary: 'Send or change the feedback of the attendee holding the token (a week after the first answer)',
    params: feedbackTokenParamsSchema,
    body: feedbackAnswerBodySchema,
    responses: { 200: feedbackFormSchema },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/feedback',
    access: 'admin',
    summary: 'An event’s feedback questions and the summary of its answers',
    params: eventIdParamsSchema,
    responses: { 200: feedbackAdminSchema },
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/events/:id/feedback',
    access: 'admin',
    summary: 'Turn an event’s feedback on or off, or set its questions before answers arrive',
    params: eventIdParamsSchema,
    body: feedbackSettingsBodySchema,
    responses: { 200: feedbackAdminSchema },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/feedback.csv',
    access: 'admin',
    summary: 'An event’s feedback answers as CSV',
    params: eventIdParamsSchema,
    responses: { 200: rawBody('text/csv') },
  }),
  xlsx: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/feedback.xlsx',
    access: 'admin',
    summary: 'An event’s feedback answers as an Excel workbook',
    params: eventIdParamsSchema,
    responses: { 200: rawBody('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
} as const;
