import { notificationUnsubscribeBodySchema, notificationUnsubscribeQuerySchema } from './admin-notifications';
import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { ownerNotificationsSchema, ownerNotificationsUpdateSchema } from './owner-notifications';

/** A poster's choice of which mails about their posts they get (docs/product.md#owner-notifications). */
export const ownerNotificationEndpoints = {
  choices: defineEndpoint({
    method: 'GET',
    path: '/api/me/owner-notifications',
    access: 'user',
    summary: "The signed-in user's mail choices about their own posts",
    responses: { 200: ownerNotificationsSchema },
  }),
  change: defineEndpoint({
    method: 'PATCH',
    path: '/api/me/owner-notifications',
    access: 'user',
    summary: "Change some of the signed-in user's mail choices about their own posts",
    body: ownerNotificationsUpdateSchema,
    responses: { 200: ownerNotificationsSchema },
  }),
  /** RFC 8058: the daily digest's one-click stop, POSTed by mail clients with the signed token as proof. */
  stopDigest: defineEndpoint({
    method: 'POST',
    path: '/api/owner-notifications/one-click-unsubscribe',
    access: 'public',
    summary: "Stop a poster's daily digest from the link in it (one click, RFC 8058)",
    query: notificationUnsubscribeQuerySchema,
    body: notificationUnsubscribeBodySchema,
    responses: { 200: messageAnswerSchema },
  }),
};
