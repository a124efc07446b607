import { codeSentAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import {
  confirmDeletionSchema,
  deletionScheduledSchema,
  requestDeletionCodeSchema,
} from './account-deletion';

/** Delete my account (docs/product.md#delete-account). */
export const accountDeletionEndpoints = {
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/me/deletion/code',
    access: 'user',
    summary: 'Mail a code to the account’s own address to confirm deleting the account',
    body: requestDeletionCodeSchema,
    responses: { 200: codeSentAnswerSchema },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/me/deletion',
    access: 'user',
    summary: 'Confirm with the mailed code: sign out everywhere and erase the account after the grace period',
    body: confirmDeletionSchema,
    responses: { 200: deletionScheduledSchema },
  }),
};
