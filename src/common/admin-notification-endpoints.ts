import {
  adminNotificationsSchema,
  adminNotificationsUpdateSchema,
  notificationUnsubscribeBodySchema,
  notificationUnsubscribeQuerySchema,
} from './admin-notifications';
import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';

/** An admin's choice of which waiting work mails them (docs/product.md#admin-notifications). */
export const adminNotificationEndpoints = {
  choices: defineEndpoint({
    method: 'GET',
    path: '/api/me/notifications',
    access: 'admin',
    summary: "The signed-in admin's notification choices",
    responses: { 200: adminNotificationsSchema },
  }),
  change: defineEndpoint({
    method: 'PATCH',
    path: '/api/me/notifications',
    access: 'admin',
    summary: "Change some of the signed-in admin's notification choices",
    body: adminNotificationsUpdateSchema,
    responses: { 200: adminNotificationsSchema },
  }),
  /**
   * RFC 8058: a notification mail's one-click stop (that kind), or the daily summary's (every kind it carries),
   * POSTed by mail clients with the signed token as proof.
   */
  stopFromMail: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/one-click-unsubscribe',
    access: 'public',
    summary:
      "Stop one kind of an admin's notification mail, or their daily summary, from the link in it (one click, RFC 8058)",
    query: notificationUnsubscribeQuerySchema,
    body: notificationUnsubscribeBodySchema,
    responses: { 200: messageAnswerSchema },
  }),
};
