import { messageAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { myConsentsSchema, withdrawConsentSchema } from './consents';

/** The signed-in person's consents (docs/product.md#my-consents). */
export const consentEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/consents',
    access: 'user',
    summary:
      'The consents in force for the signed-in person and the ledger of when each was given or withdrawn',
    responses: { 200: myConsentsSchema },
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/me/consents/withdraw',
    access: 'user',
    summary: 'Withdraw one consent in force, as its own one-click link would',
    body: withdrawConsentSchema,
    responses: { 200: messageAnswerSchema },
  }),
};
