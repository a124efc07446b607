import { defineEndpoint } from './api-contract';
import {
  companyVerificationListSchema,
  companyVerificationRequestSchema,
  companyVerificationSchema,
  companyVerificationSentSchema,
  companyVerificationStatusSchema,
  verificationDecisionSchema,
  verificationListQuerySchema,
} from './company-verification';
import { idParamsSchema } from './ids';

/**
 * Company verification (docs/product.md#company-verification): a person asks, the centre decides
 * (docs/product.md#startup-verification-tab).
 */
export const companyVerificationEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/company-verification-status',
    access: 'user',
    summary: "The signed-in person's latest request (nulls when none)",
    responses: { 200: companyVerificationStatusSchema },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/company-verification',
    access: 'user',
    summary: 'Ask the centre to verify a company (the email, status and time are the server’s)',
    body: companyVerificationSchema,
    responses: { 201: companyVerificationSentSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/company-verifications',
    access: 'admin',
    summary: 'Requests, newest first, all or those of one status',
    query: verificationListQuerySchema,
    responses: { 200: companyVerificationListSchema },
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/api/company-verification/:id',
    access: 'admin',
    summary: 'Approve or decline a pending request (the requester is mailed)',
    params: idParamsSchema,
    body: verificationDecisionSchema,
    responses: { 200: companyVerificationRequestSchema },
  }),
};
