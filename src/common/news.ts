import { z } from 'zod';
import { imageRefSchema } from './content';
import { NEWS_LIMITS, NEWS_SLUG_PATTERN, NEWS_STATUSES } from './news-constants';

export * from './news-constants';

/** A post as the lists show it: no body. `publishedOn` is the calendar date the admin set (YYYY-MM-DD). */
export const newsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: imageRefSchema.nullable(),
  publishedOn: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** One published post, its Markdown already rendered to safe HTML on the server. */
export const newsPostSchema = newsSummarySchema.extend({ bodyHtml: z.string() });
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsListSchema = z.object({ items: z.array(newsSummarySchema) });

/** A post as the admin edits it, drafts included, with its Markdown source. */
export const adminNewsPostSchema = newsSummarySchema.extend({
  id: z.number().int(),
  status: z.enum(NEWS_STATUSES),
  body: z.string(),
});
export type AdminNewsPost = z.infer<typeof adminNewsPostSchema>;
export const adminNewsListSchema = z.object({ items: z.array(adminNewsPostSchema) });

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const newsSlugSchema = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(NEWS_LIMITS.slug, `Address must be at most ${NEWS_LIMITS.slug} characters`)
  .regex(NEWS_SLUG_PATTERN, 'Address may use lowercase letters, digits and single hyphens');

export const newsSlugParamsSchema = z.strictObject({
  slug: z.string().max(NEWS_LIMITS.slug).regex(NEWS_SLUG_PATTERN, 'No post has this address'),
});

/** What the admin sends (multipart text fields; the cover picture is the `photo` part). */
export const newsInputSchema = z.object({
  title: required('Title', NEWS_LIMITS.title),
  slug: newsSlugSchema,
  summary: required('Summary', NEWS_LIMITS.summary),
  // Forms send line breaks as CRLF; the stored Markdown uses LF only.
  body: required('Text', NEWS_LIMITS.body).transform((text) => text.replace(/\r\n?/g, '\n')),
  status: z.enum(NEWS_STATUSES, { error: 'Choose Draft or Published' }),
  publishedOn: z.iso.date({ error: 'Publish date must be a date' }),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

export const NEWS_SLUG_TAKEN_MESSAGE = 'Another post already uses this address';
