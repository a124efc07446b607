import { defineEndpoint } from './api-contract';
import { submissionListSchema } from './submissions';

/** Application Status: the signed-in person's own posts and programme applications. */
export const submissionsEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/my/submissions',
    access: 'user',
    summary: "The signed-in person's posts and programme applications with their state, newest first",
    responses: { 200: submissionListSchema },
  }),
};
