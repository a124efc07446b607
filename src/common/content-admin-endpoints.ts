import { z } from 'zod';
import { noBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  adminMetricListSchema,
  faqEntryInputSchema,
  METRIC_KEYS,
  metricInputSchema,
  moveInputSchema,
  programInputSchema,
  savedIdSchema,
  savedMetricSchema,
  testimonialInputSchema,
} from './content';
import { idParamsSchema } from './ids';

/** Delete and move, the same for every ordered list at /api/admin/content/<kind>. */
function orderedEndpoints<const K extends string>(kind: K, noun: string) {
  return {
    remove: defineEndpoint({
      method: 'DELETE',
      path: `/api/admin/content/${kind}/:id`,
      access: 'admin',
      summary: `Delete a ${noun} (and its picture)`,
      params: idParamsSchema,
      responses: { 204: noBody },
    }),
    move: defineEndpoint({
      method: 'POST',
      path: `/api/admin/content/${kind}/:id/move`,
      access: 'admin',
      summary: `Move a ${noun} one place up or down`,
      params: idParamsSchema,
      body: moveInputSchema,
      responses: { 200: savedIdSchema },
    }),
  };
}

/** A list whose rows carry a picture: created and changed with a multipart form (the `photo` part). */
function photoListEndpoints<const K extends string>(kind: K, noun: string) {
  return {
    create: defineEndpoint({
      method: 'POST',
      path: `/api/admin/content/${kind}`,
      access: 'admin',
      summary: `Add a ${noun} (a form with a picture)`,
      multipart: true,
      responses: { 201: savedIdSchema },
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/api/admin/content/${kind}/:id`,
      access: 'admin',
      summary: `Change a ${noun} (a form with a new picture, or none to keep it)`,
      params: idParamsSchema,
      multipart: true,
      responses: { 200: savedIdSchema },
    }),
    ...orderedEndpoints(kind, noun),
  };
}

/** A list of text rows: created and changed with a JSON body. */
function textListEndpoints<const K extends string, const S extends z.ZodType>(
  kind: K,
  noun: string,
  body: S,
) {
  return {
    create: defineEndpoint({
      method: 'POST',
      path: `/api/admin/content/${kind}`,
      access: 'admin',
      summary: `Add a ${noun}`,
      body,
      responses: { 201: savedIdSchema },
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/api/admin/content/${kind}/:id`,
      access: 'admin',
      summary: `Change a ${noun}`,
      params: idParamsSchema,
      body,
      responses: { 200: savedIdSchema },
    }),
    ...orderedEndpoints(kind, noun),
  };
}

export const metricKeyParamsSchema = z.object({ key: z.enum(METRIC_KEYS) });

/** The admin's edits of the site's content (docs/product.md#site-content); the public lists are in ./content-endpoints. */
export const contentAdminEndpoints = {
  team: photoListEndpoints('team', 'team member'),
  mentors: photoListEndpoints('mentors', 'mentor'),
  partners: photoListEndpoints('partners', 'partner'),
  slides: photoListEndpoints('slides', 'carousel slide'),
  testimonials: textListEndpoints('testimonials', 'testimonial', testimonialInputSchema),
  faq: textListEndpoints('faq', 'question', faqEntryInputSchema),
  programs: {
    update: defineEndpoint({
      method: 'PUT',
      path: '/api/admin/content/programs/:id',
      access: 'admin',
      summary: "Change a programme's title, duration, summary and features (its slug stays)",
      params: idParamsSchema,
      body: programInputSchema,
      responses: { 200: savedIdSchema },
    }),
    move: orderedEndpoints('programs', 'programme').move,
  },
  metrics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/content/metrics',
    access: 'admin',
    summary: "Each impact counter's typed value, mode and what it would count",
    responses: { 200: adminMetricListSchema },
  }),
  updateMetric: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/content/metrics/:key',
    access: 'admin',
    summary: "Change an impact counter's label, value, animation and mode",
    params: metricKeyParamsSchema,
    body: metricInputSchema,
    responses: { 200: savedMetricSchema },
  }),
};
