import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  dataExportQueuedSchema,
  dataExportReadySchema,
  dataExportRequestSchema,
  dataExportTokenParamsSchema,
} from './my-data-constants';

/**
 * The person's own data (docs/product.md#download-my-data, docs/decisions/058-data-export-by-job.md): asked
 * for, prepared by a job, mailed as a link that works for its owner only, for a week.
 */
export const myDataEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/me/data-export',
    access: 'user',
    summary:
      'Prepare everything the site holds about the signed-in person and mail them a link to the ZIP (a week)',
    body: dataExportRequestSchema,
    responses: { 202: dataExportQueuedSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/me/data-exports/:token',
    access: 'user',
    summary:
      'The prepared archive behind a mailed link: when it expires and how large it is (its owner only)',
    params: dataExportTokenParamsSchema,
    responses: { 200: dataExportReadySchema },
  }),
  archive: defineEndpoint({
    method: 'GET',
    path: '/api/me/data-exports/:token/archive',
    access: 'user',
    summary:
      'The prepared ZIP of JSON and CSV files and the person’s uploads (its owner only, until it expires)',
    params: dataExportTokenParamsSchema,
    responses: { 200: rawBody('application/zip') },
  }),
  requestFor: defineEndpoint({
    method: 'POST',
    path: '/api/admin/people/:id/data-export',
    access: 'admin',
    summary:
      'Prepare a person’s data on their request by post or mail; the link goes to their own address (audited)',
    params: idParamsSchema,
    body: dataExportRequestSchema,
    responses: { 202: dataExportQueuedSchema },
  }),
};
