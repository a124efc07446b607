import { defineEndpoint } from './api-contract';
import { privacyNoticeInputSchema, privacyNoticeSchema } from './privacy';

/** The privacy notice (docs/product.md#privacy-notice): read by everyone, a new version written by the admin. */
export const privacyEndpoints = {
  notice: defineEndpoint({
    method: 'GET',
    path: '/api/privacy',
    access: 'public',
    summary: 'The privacy notice in force, with its version, date and grievance officer',
    responses: { 200: privacyNoticeSchema },
  }),
  publish: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/privacy',
    access: 'admin',
    summary: 'Publish a new version of the privacy notice, dated today',
    body: privacyNoticeInputSchema,
    responses: { 200: privacyNoticeSchema },
  }),
};
