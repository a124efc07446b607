import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  certificateCodeParamsSchema,
  certificateSettingsAnswerSchema,
  certificateSettingsBodySchema,
  certificateVerificationSchema,
  issuedCertificateListSchema,
  certificatePictureParamsSchema,
  issuedCertificateParamsSchema,
  myCertificateListSchema,
  myCertificateParamsSchema,
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
  reissue: defineEndpoint({
    method: 'POST',
    path: '/api/events/:id/certificates/:certificateId/reissue',
    access: 'admin',
    summary:
      'Reissue a certificate with the person’s name as now shown and a new code; the old code checks as replaced',
    params: issuedCertificateParamsSchema,
    responses: { 200: revokeAnswerSchema },
  }),
  adminPdf: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id/certificates/:certificateId/pdf',
    access: 'admin',
    summary: 'One issued certificate as a PDF, as its holder downloads it',
    params: issuedCertificateParamsSchema,
    responses: { 200: rawBody('application/pdf') },
  }),
  savePicture: defineEndpoint({
    method: 'PUT',
    path: '/api/events/:id/certificate/:picture',
    access: 'admin',
    summary: 'Put a logo or a signature picture on an event’s certificate (a form with the picture)',
    params: certificatePictureParamsSchema,
    multipart: true,
    responses: { 200: certificateSettingsAnswerSchema },
  }),
  removePicture: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id/certificate/:picture',
    access: 'admin',
    summary: 'Take the logo or the signature picture off an event’s certificate',
    params: certificatePictureParamsSchema,
    responses: { 200: certificateSettingsAnswerSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/certificates',
    access: 'user',
    summary: 'The signed-in person’s certificates (revoked and replaced ones left out)',
    responses: { 200: myCertificateListSchema },
  }),
  myPdf: defineEndpoint({
    method: 'GET',
    path: '/api/me/certificates/:certificateId/pdf',
    access: 'user',
    summary: 'One of the signed-in person’s certificates as a PDF',
    params: myCertificateParamsSchema,
    responses: { 200: rawBody('application/pdf') },
  }),
} as const;
