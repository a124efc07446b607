import { codeSentAnswerSchema } from './api-answers';
import { defineEndpoint } from './api-contract';
import { companyVerificationSentSchema } from './company-verification';
import {
  sendWorkCodeSchema,
  startupVerificationSchema,
  verifyWorkCodeSchema,
  workEmailVerifiedSchema,
  workProfileViewSchema,
} from './work-profile';

/** Work-profile verification (docs/product.md#work-profile). */
export const workProfileEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/work-profile',
    access: 'user',
    summary: 'The verified affiliation, if any, and the accepted university domains',
    responses: { 200: workProfileViewSchema },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/work-profile/send-code',
    access: 'user',
    summary: 'Mail a code to a university address',
    body: sendWorkCodeSchema,
    responses: { 200: codeSentAnswerSchema },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/work-profile/verify',
    access: 'user',
    summary: 'Prove the university address with its code and record the affiliation',
    body: verifyWorkCodeSchema,
    responses: { 200: workEmailVerifiedSchema },
  }),
  startup: defineEndpoint({
    method: 'POST',
    path: '/api/work-profile/startup',
    access: 'user',
    summary: 'Ask the centre to verify a startup (opens a company verification request)',
    body: startupVerificationSchema,
    responses: { 201: companyVerificationSentSchema },
  }),
};
