import { defineEndpoint } from './api-contract';
import { userProfileSchema } from './auth';
import { nameChoiceSchema } from './display-names';

/** The signed-in person's display name (docs/product.md#names). */
export const displayNameEndpoints = {
  choose: defineEndpoint({
    method: 'PUT',
    path: '/api/me/name',
    access: 'user',
    summary: 'Set the display name, or choose to show the sign-in email in its place',
    body: nameChoiceSchema,
    responses: { 200: userProfileSchema },
  }),
};
