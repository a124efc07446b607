import { codeSentAnswerSchema } from './api-answers';
import { noBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  authConfigSchema,
  googleSignInSchema,
  logoutBodySchema,
  sendOtpSchema,
  signInResultSchema,
  userProfileSchema,
  verifyOtpSchema,
} from './auth';

/**
 * Signing in and out (docs/product.md#login-panel, docs/product.md#sessions) and who is signed in. A client
 * that sends `Prefer: bearer-token` to a sign-in gets the session token in the answer as well as the cookie.
 */
export const authEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    summary: 'The signed-in person’s profile (401 when nobody is signed in)',
    responses: { 200: userProfileSchema },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/auth/config',
    access: 'public',
    summary: 'The sign-in ways this site offers (Google’s client id, or null)',
    responses: { 200: authConfigSchema },
  }),
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-otp',
    access: 'public',
    summary: 'Mail a sign-in code, bound to this client; 429 while the resend cooldown runs',
    body: sendOtpSchema,
    responses: { 200: codeSentAnswerSchema },
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    access: 'public',
    summary: 'Sign in with the mailed code (a first sign-in creates the account)',
    body: verifyOtpSchema,
    responses: { 200: signInResultSchema },
  }),
  google: defineEndpoint({
    method: 'POST',
    path: '/api/auth/google',
    access: 'public',
    summary: 'Sign in with a Google ID token (404 when Google sign-in is off)',
    body: googleSignInSchema,
    responses: { 200: signInResultSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'End the session and clear its cookie',
    body: logoutBodySchema,
    responses: { 204: noBody },
  }),
};
