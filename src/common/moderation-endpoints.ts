import { defineEndpoint } from './api-contract';
import {
  moderationDecidedSchema,
  moderationDecisionSchema,
  moderationParamsSchema,
  moderationQuerySchema,
  moderationQueueSchema,
} from './moderation';

/** The moderation queue (docs/product.md#moderation-queue): everything waiting for an admin, in one list. */
export const moderationEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation',
    access: 'admin',
    summary:
      'Everything waiting, oldest first, each with what the public will see and who posted or reported it',
    query: moderationQuerySchema,
    responses: { 200: moderationQueueSchema },
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/moderation/:subject/:id',
    access: 'admin',
    summary: 'One decision on one waiting item, taken by the feature that owns it',
    params: moderationParamsSchema,
    body: moderationDecisionSchema,
    responses: { 200: moderationDecidedSchema },
  }),
};
