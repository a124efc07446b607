import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  cohortCertificateBodySchema,
  cohortCertificateChangeSchema,
  cohortCertificateParamsSchema,
  cohortCertificatesIssuedSchema,
  cohortCertificatesSchema,
  myCohortCertificateListSchema,
  myCohortCertificateParamsSchema,
} from './cohort-certificates';
import { idParamsSchema } from './ids';

/**
 * Certificates of a cohort's completion (docs/product.md#certificates): the admin issues, revokes and reissues
 * them; founders and members download their own. The public check is certificateEndpoints.verify.
 */
export const cohortCertificateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:id/certificates',
    access: 'admin',
    summary: 'A cohort’s certificates of completion, their wording, and how many members wait for one',
    params: idParamsSchema,
    responses: { 200: cohortCertificatesSchema },
  }),
  issue: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:id/certificates',
    access: 'admin',
    summary: 'Issue a finished cohort’s certificates to every joined member who holds none, and mail them',
    params: idParamsSchema,
    body: cohortCertificateBodySchema,
    responses: { 200: cohortCertificatesIssuedSchema },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:id/certificates/:certificateId/revoke',
    access: 'admin',
    summary: 'Revoke a certificate of completion: its code then checks as revoked',
    params: cohortCertificateParamsSchema,
    responses: { 200: cohortCertificateChangeSchema },
  }),
  reissue: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:id/certificates/:certificateId/reissue',
    access: 'admin',
    summary: 'Reissue a certificate of completion with the name as now shown and a new code',
    params: cohortCertificateParamsSchema,
    responses: { 200: cohortCertificateChangeSchema },
  }),
  adminPdf: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:id/certificates/:certificateId/pdf',
    access: 'admin',
    summary: 'One certificate of completion as a PDF, as its holder downloads it',
    params: cohortCertificateParamsSchema,
    responses: { 200: rawBody('application/pdf') },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/cohort-certificates',
    access: 'user',
    summary: 'The signed-in person’s certificates of completion (revoked ones left out)',
    responses: { 200: myCohortCertificateListSchema },
  }),
  myPdf: defineEndpoint({
    method: 'GET',
    path: '/api/me/cohort-certificates/:certificateId/pdf',
    access: 'user',
    summary: 'One of the signed-in person’s certificates of completion as a PDF',
    params: myCohortCertificateParamsSchema,
    responses: { 200: rawBody('application/pdf') },
  }),
} as const;
