import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import { listingLifecycleSchema } from './listing-lifecycle';

function lifecycleEndpoints<const P extends string>(plural: P, noun: string) {
  return {
    renew: defineEndpoint({
      method: 'POST',
      path: `/api/${plural}/:id/renewal`,
      access: 'user',
      summary: `Renew one's own ${noun} for another thirty days`,
      params: idParamsSchema,
      responses: { 200: listingLifecycleSchema },
    }),
    close: defineEndpoint({
      method: 'POST',
      path: `/api/${plural}/:id/closure`,
      access: 'user',
      summary: `Close one's own ${noun} as filled`,
      params: idParamsSchema,
      responses: { 200: listingLifecycleSchema },
    }),
  };
}

/** A listing's owner renews it or closes it (docs/product.md#listing-lifecycle), per applicable kind. */
export const listingLifecycleEndpoints = {
  internship: lifecycleEndpoints('internships', 'internship'),
  project: lifecycleEndpoints('projects', 'project'),
};
