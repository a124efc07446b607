import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';

/** The person's own data (docs/product.md#download-my-data). */
export const myDataEndpoints = {
  download: defineEndpoint({
    method: 'GET',
    path: '/api/me/data-export',
    access: 'user',
    summary:
      'Everything the site holds about the signed-in person, as a ZIP of JSON and CSV files and their uploads',
    responses: { 200: rawBody('application/zip') },
  }),
};
