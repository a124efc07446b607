import { defineEndpoint } from './api-contract';
import { programListSchema } from './content';

/** The centre's programmes (docs/product.md#programmes); admins edit them in Site Content. */
export const programEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/content/programs',
    access: 'public',
    summary: 'The programmes in their order, with their features',
    responses: { 200: programListSchema },
  }),
};
