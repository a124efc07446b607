import { defineEndpoint } from './api-contract';
import { profileUpdateSchema, userProfileSchema } from './auth';

/** The signed-in person's own profile (docs/product.md#profile). */
export const profileEndpoints = {
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/me',
    access: 'user',
    summary: 'Save the editable profile fields; answers the whole profile',
    body: profileUpdateSchema,
    responses: { 200: userProfileSchema },
  }),
};
