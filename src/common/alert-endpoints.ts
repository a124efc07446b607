import {
  alertInputSchema,
  alertLinkStatusSchema,
  alertListSchema,
  alertSavedSchema,
  alertTokenQuerySchema,
  alertUpdateSchema,
} from './alerts';
import { messageAnswerSchema } from './api-answers';
import { oneClickBodySchema } from './newsletter';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';

/** Saved-search alerts (docs/product.md#search-alerts). */
export const alertEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/my/alerts',
    access: 'user',
    summary: "The signed-in user's saved searches",
    responses: { 200: alertListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/alerts',
    access: 'user',
    summary: 'Save a search as an alert',
    body: alertInputSchema,
    responses: { 201: alertSavedSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/alerts/:id',
    access: 'user',
    summary: 'Rename, pause or change how often an alert mails',
    params: idParamsSchema,
    body: alertUpdateSchema,
    responses: { 200: alertSavedSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/alerts/:id',
    access: 'user',
    summary: 'Delete an alert',
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  linkStatus: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/one-click-unsubscribe',
    access: 'public',
    summary: "What an alert's unsubscribe link is for (changes nothing)",
    query: alertTokenQuerySchema,
    responses: { 200: alertLinkStatusSchema },
  }),
  /** RFC 8058: the digest's one-click stop, POSTed by mail clients (form-encoded) or by the page's button. */
  oneClick: defineEndpoint({
    method: 'POST',
    path: '/api/alerts/one-click-unsubscribe',
    access: 'public',
    summary: 'Pause the alerts a digest names, from the link in it (one click, RFC 8058)',
    query: alertTokenQuerySchema,
    body: oneClickBodySchema,
    responses: { 200: messageAnswerSchema },
  }),
};
