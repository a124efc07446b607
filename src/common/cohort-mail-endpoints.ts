import { notificationUnsubscribeBodySchema, notificationUnsubscribeQuerySchema } from './admin-notifications';
import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { cohortMailSchema, cohortMailUpdateSchema } from './cohort-mail';

/** A cohort member's choice of the cohort's mails they get (docs/product.md#cohort-mail). */
export const cohortMailEndpoints = {
  choices: defineEndpoint({
    method: 'GET',
    path: '/api/me/cohort-mail',
    access: 'user',
    summary: "The signed-in user's choice of their cohort's mails",
    responses: { 200: cohortMailSchema },
  }),
  change: defineEndpoint({
    method: 'PATCH',
    path: '/api/me/cohort-mail',
    access: 'user',
    summary: "Change some of the signed-in user's choices of their cohort's mails",
    body: cohortMailUpdateSchema,
    responses: { 200: cohortMailSchema },
  }),
  /** RFC 8058: a cohort mail's one-click stop, POSTed by mail clients with the signed token as proof. */
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/cohort-mail/one-click-unsubscribe',
    access: 'public',
    summary: 'Stop one kind of cohort mail from the link in it (one click, RFC 8058)',
    query: notificationUnsubscribeQuerySchema,
    body: notificationUnsubscribeBodySchema,
    responses: { 200: messageAnswerSchema },
  }),
};
