import { messageAnswerSchema } from './api-answers';
import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  figureParamsSchema,
  figureRecordsSchema,
  founderGenderInputSchema,
  fundingInputSchema,
  fundingParamsSchema,
  impactFactsInputSchema,
  impactPackSchema,
  impactPeriodQuerySchema,
  impactWaitingSchema,
  packParamsSchema,
  publicImpactSchema,
  startupImpactSchema,
} from './impact';

/**
 * Impact reports (docs/product.md#impact-reports): the startup facts founders enter and the centre confirms,
 * the report packs per funder with the records behind each figure and their downloads, and the public
 * figures of /impact. Kept apart from impact-endpoints.ts, which home's counters load.
 */
export const impactReportEndpoints = {
  publicFigures: defineEndpoint({
    method: 'GET',
    path: '/api/impact',
    access: 'public',
    summary: 'The public impact figures, cumulative and per calendar year, with their methods',
    responses: { 200: publicImpactSchema },
  }),
  startupFacts: defineEndpoint({
    method: 'GET',
    path: '/api/my/startups/:id/impact',
    access: 'user',
    summary: "A startup's impact facts and funding rounds (its team and admins)",
    params: idParamsSchema,
    responses: { 200: startupImpactSchema },
  }),
  saveFacts: defineEndpoint({
    method: 'PUT',
    path: '/api/my/startups/:id/impact',
    access: 'user',
    summary: "Enter a startup's impact facts (its founders and admins); the centre confirms them",
    params: idParamsSchema,
    body: impactFactsInputSchema,
    responses: { 200: messageAnswerSchema },
  }),
  addFunding: defineEndpoint({
    method: 'POST',
    path: '/api/my/startups/:id/fundings',
    access: 'user',
    summary: 'Add a funding round (its founders and admins)',
    params: idParamsSchema,
    body: fundingInputSchema,
    responses: { 201: messageAnswerSchema },
  }),
  removeFunding: defineEndpoint({
    method: 'DELETE',
    path: '/api/my/startups/:id/fundings/:fundingId',
    access: 'user',
    summary: 'Remove a funding round (its founders and admins)',
    params: fundingParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  saveGender: defineEndpoint({
    method: 'PUT',
    path: '/api/my/founder-gender',
    access: 'user',
    summary: "The caller's own, optional gender, counted only as a woman among a startup's founders",
    body: founderGenderInputSchema,
    responses: { 200: messageAnswerSchema },
  }),
  waiting: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impact/waiting',
    access: 'admin',
    summary: 'Startup facts and funding rounds waiting for the centre to confirm them',
    responses: { 200: impactWaitingSchema },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/startups/:id/impact-confirmation',
    access: 'admin',
    summary: "Confirm a startup's facts and funding rounds as they are",
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
  pack: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impact/packs/:pack',
    access: 'admin',
    summary: "A report pack's figures for a quarter or a year",
    params: packParamsSchema,
    query: impactPeriodQuerySchema,
    responses: { 200: impactPackSchema },
  }),
  figure: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impact/packs/:pack/figures/:figure',
    access: 'admin',
    summary: 'The records behind one figure of a pack',
    params: figureParamsSchema,
    query: impactPeriodQuerySchema,
    responses: { 200: figureRecordsSchema },
  }),
  xlsx: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impact/packs/:pack/download.xlsx',
    access: 'admin',
    summary: 'A report pack as a workbook: figures, methods and the records behind each figure',
    params: packParamsSchema,
    query: impactPeriodQuerySchema,
    responses: { 200: rawBody('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/impact/packs/:pack/download.csv',
    access: 'admin',
    summary: 'A report pack as CSV: each figure with its value and method',
    params: packParamsSchema,
    query: impactPeriodQuerySchema,
    responses: { 200: rawBody('text/csv') },
  }),
};
