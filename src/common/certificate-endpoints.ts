import { defineEndpoint } from './api-contract';
import {
  certificateCodeParamsSchema,
  certificateSettingsAnswerSchema,
  certificateSettingsBodySchema,
  certificateVerificationSchema,
  issuedCertificateListSchema,
  issuedCertificateParamsSchema,
  revokeAnswerSchema,
} from './certificates';
import { eventIdParamsSchema } from './events';

/**
 * Certificates of attendance (docs/product.md#certificates): the admin turns them on for an event, and anyone
 * holding a code checks it.
 */
export const certificateEndpoints = {
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/certificates/:code',
    access: 'public',
    summary: 'Whether a certificate code is valid or revoked, for whom and for which event',
    params: certificateCodeParamsSchema,
    responses: { 200: certificateVerificationSchema },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/certificate',
    access: 'admin',
    summary: 'An event’s certificate as set up (null while off)',
    params: eventIdParamsSchema,
    responses: { 200: certificateSettingsAnswerSchema },
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/events/:id/certificate',
    access: 'admin',
    summary: 'Turn an event’s certificates on, or change their title and signatory',
    params: eventIdParamsSchema,
    body: certificateSettingsBodySchema,
    responses: { 200: certificateSettingsAnswerSchema },
  }),
  removeSettings: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id/certificate',
    access: 'admin',
    summary: 'Turn an event’s certificates off (those issued stay valid)',
    params: eventIdParamsSchema,
    responses: { 200: certificateSettingsAnswerSchema },
  }),
  issued: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/certificates',
    access: 'admin',
    summary: 'The certificates issued for an event, with their codes and state',
    params: eventIdParamsSchema,
    responses: { 200: issuedCertificateListSchema },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/events/:id/certificates/:certificateId/revoke',
    access: 'admin',
    summary: 'Revoke a certificate: its code then checks as revoked',
    params: issuedCertificateParamsSchema,
    responses: { 200: revokeAnswerSchema },
  }),
} as const;
