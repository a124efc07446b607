import { defineEndpoint } from './api-contract';
import { metricHistorySchema, metricListSchema, slideListSchema } from './content';

/**
 * The centre's impact (docs/product.md#impact-counters): home's carousel and counters, and the /metrics
 * history. The Site Content tab edits them at addresses of its own.
 */
export const impactEndpoints = {
  slides: defineEndpoint({
    method: 'GET',
    path: '/api/content/slides',
    access: 'public',
    summary: "Home's carousel slides, each with its picture",
    responses: { 200: slideListSchema },
  }),
  metrics: defineEndpoint({
    method: 'GET',
    path: '/api/content/metrics',
    access: 'public',
    summary: 'The impact counters with their effective values (typed by hand or counted)',
    responses: { 200: metricListSchema },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/content/metrics/history',
    access: 'public',
    summary: "Each counter's value over time, for the /metrics chart",
    responses: { 200: metricHistorySchema },
  }),
};
