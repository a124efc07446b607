import { defineEndpoint } from './api-contract';
import { hubSchema } from './hub';

/** The personal hub (docs/product.md#personal-hub). */
export const hubEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/my/hub',
    access: 'user',
    summary: 'What waits for the signed-in person in each of their areas',
    responses: { 200: hubSchema },
  }),
};
