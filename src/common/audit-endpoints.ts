import { defineEndpoint } from './api-contract';
import { auditPageSchema, auditQuerySchema } from './audit';

/** The activity log of admin actions (docs/product.md#activity-log). */
export const auditEndpoints = {
  trail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'Admin actions, newest first; each further page is older (before = last id seen)',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  }),
};
