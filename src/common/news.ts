import { z } from 'zod';
import { requiredString, slugParamsSchema, slugSchema } from './text-fields';
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
export const newsPostSchema = newsSummarySchema.extend({
  bodyHtml: z.string(),
  /** When the post last changed for readers: its publish day, or a later edit (ISO 8601, UTC). */
  updatedAt: z.string(),
});
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

export const newsSlugSchema = slugSchema(NEWS_LIMITS.slug, NEWS_SLUG_PATTERN);

export const newsSlugParamsSchema = slugParamsSchema(
  NEWS_LIMITS.slug,
  NEWS_SLUG_PATTERN,
  'No post has this address',
);

/** What the admin sends (multipart text fields; the cover picture is the `photo` part). */
export const newsInputSchema = z.object({
  title: requiredString('Title', NEWS_LIMITS.title),
  slug: newsSlugSchema,
  summary: requiredString('Summary', NEWS_LIMITS.summary),
  // Forms send line breaks as CRLF; the stored Markdown uses LF only.
  body: requiredString('Text', NEWS_LIMITS.body).transform((text) => text.replace(/\r\n?/g, '\n')),
  status: z.enum(NEWS_STATUSES, { error: 'Choose Draft or Published' }),
  publishedOn: z.iso.date({ error: 'Publish date must be a date' }),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

export const NEWS_SLUG_TAKEN_MESSAGE = 'Another post already uses this address';
