import { z } from 'zod';
import { optionalUrl } from './company-verification';
import { LISTING_CLOSED_REASONS } from './listing-lifecycle-constants';
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
  /** Why the listing left the public lists; null or absent while it is up (docs/product.md#listing-lifecycle). */
  closedReason: z.enum(LISTING_CLOSED_REASONS).nullable().optional(),
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

/** PATCH /api/applications/:id (the post's owner): a new state, the private note, or both. */
export const applicationUpdateSchema = z
  .strictObject({
    state: z
      .enum(POST_APPLICATION_STATES, { message: 'Choose new, shortlisted, declined or hired' })
      .optional(),
    note: z.string().trim().max(L.ownerNote, `The note can be at most ${L.ownerNote} characters`).optional(),
  })
  .refine((value) => value.state !== undefined || value.note !== undefined, {
    message: 'Send a state or a note',
  });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

const stateCountsSchema = z.object({
  new: z.number().int(),
  shortlisted: z.number().int(),
  declined: z.number().int(),
  hired: z.number().int(),
});

/** One of my posts in the applicants inbox, with how many applications it has in each state. */
export const myPostSchema = z.object({
  kind: z.enum(APPLICABLE_KINDS),
  id: z.number().int(),
  title: z.string(),
  organisation: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  /** Hidden from the public lists after reports, until an admin reviews it (docs/product.md#reports). */
  hidden: z.boolean(),
  createdAt: z.string(),
  /** When the approved listing expires unless renewed; null until approved. */
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedReason: z.enum(LISTING_CLOSED_REASONS).nullable(),
  counts: stateCountsSchema,
});
export type MyPost = z.infer<typeof myPostSchema>;
export const myPostListSchema = z.object({ items: z.array(myPostSchema) });

/** One application as the post's owner reads it: the applicant, what they sent, the state and my note. */
export const receivedApplicationSchema = z.object({
  id: z.number().int(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  note: z.string(),
  portfolioUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  cvFilename: z.string().nullable(),
  state: z.enum(POST_APPLICATION_STATES),
  ownerNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;
export const receivedApplicationListSchema = z.object({ items: z.array(receivedApplicationSchema) });
