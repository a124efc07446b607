import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  applicationDecisionSchema,
  applicationListQuerySchema,
  programApplicationListSchema,
  programApplicationViewSchema,
} from './program-applications';

/**
 * Applications to a programme from before its calls (docs/product.md#earlier-programme-applications): no
 * new ones are made; admins read them, and answer those still pending, in the Calls and reviews tab.
 */
export const programApplicationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/program-applications',
    access: 'admin',
    summary: 'Applications from before calls, newest first, by programme and status',
    query: applicationListQuerySchema,
    responses: { 200: programApplicationListSchema },
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/api/program-applications/:id',
    access: 'admin',
    summary: 'Accept or decline an earlier application still pending, mailing the applicant',
    params: idParamsSchema,
    body: applicationDecisionSchema,
    responses: { 200: programApplicationViewSchema },
  }),
};
