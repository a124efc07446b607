import { z } from 'zod';
import { optionalUrl } from './company-verification';
import {
  APPLICABLE_KINDS,
  POST_APPLICATION_LIMITS as L,
  POST_APPLICATION_MESSAGES as M,
  POST_APPLICATION_STATES,
} from './post-applications-constants';

export * from './post-applications-constants';

/**
 * The text fields of POST /api/{internships,projects}/:id/applications (multipart; the optional `cv` file is
 * checked by the private-files rules, docs/product.md#private-files). The form uses the same schema.
 */
export const postApplicationSchema = z.strictObject({
  note: z
    .string({ message: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .min(L.noteMin, M.noteTooShort)
    .max(L.note, M.noteTooLong),
  portfolioUrl: optionalUrl,
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
});
export type PostApplicationInput = z.input<typeof postApplicationSchema>;

/** The answer of the two apply routes. */
export const applicationCreatedSchema = z.object({
  id: z.number().int(),
  state: z.enum(POST_APPLICATION_STATES),
  message: z.string(),
});

const postSummarySchema = z.object({
  kind: z.enum(APPLICABLE_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The company of an internship, the "posted by" of a project. */
  organisation: z.string(),
  /** The post's own apply link: "Apply on the company's site". */
  externalLink: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** One application as its applicant sees it. */
export const myPostApplicationSchema = z.object({
  id: z.number().int(),
  post: postSummarySchema,
  state: z.enum(POST_APPLICATION_STATES),
  note: z.string(),
  portfolioUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  cvFilename: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyPostApplication = z.infer<typeof myPostApplicationSchema>;

export const myPostApplicationListSchema = z.object({ items: z.array(myPostApplicationSchema) });

/** GET /api/{internships,projects}/:id/my-application: the post, and my application to it if any. */
export const applyTargetSchema = z.object({
  post: postSummarySchema,
  /** Why the caller cannot apply, or null when they can. */
  refusal: z.enum(['own', 'not-open']).nullable(),
  application: myPostApplicationSchema.nullable(),
});
export type ApplyTarget = z.infer<typeof applyTargetSchema>;
