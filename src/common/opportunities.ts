import { z } from 'zod';
import { IDEA_SORTS } from './idea-teams-constants';
import { withWebScheme } from './web-address';
import {
  INTERNSHIP_TYPE_FILTERS,
  INTERNSHIP_TYPES,
  OPPORTUNITY_MESSAGES,
  PAGE_SIZE,
  phoneDigits,
  POST_LIMITS,
  PROJECT_LOCATION_FILTERS,
  PROJECT_WORK_TYPES,
  REVIEW_STATUSES,
  type OpportunityKind,
} from './opportunities-constants';

export * from './opportunities-constants';

// Control characters never belong in a post; removing them also keeps the search separator unique.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A required, trimmed text of at most `max` characters; a plural label reads "Requirements are required". */
const requiredText = (label: string, max: number, { plural = false } = {}) => {
  const required = `${label} ${plural ? 'are' : 'is'} required`;
  return z
    .string({ message: required })
    .transform((value) => value.replace(CONTROL_CHARACTERS, '').trim())
    .pipe(z.string().min(1, required).max(max, `${label} must be at most ${max} characters`));
};

const requiredEmail = (label: string) =>
  requiredText(label, POST_LIMITS.email)
    .pipe(z.email({ message: OPPORTUNITY_MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase());

const requiredUrl = (label: string) =>
  requiredText(label, POST_LIMITS.link)
    .transform(withWebScheme)
    .pipe(
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: OPPORTUNITY_MESSAGES.invalidUrl }),
    );

/** E.164 allows at most 15 digits; a country code and a national number need at least 8. */
const PHONE_PATTERN = /^\+[1-9][0-9 ()-]*$/;
const whatsAppNumber = requiredText('Contact number', POST_LIMITS.phone).refine(
  (phone) => PHONE_PATTERN.test(phone) && phoneDigits(phone).length >= 8 && phoneDigits(phone).length <= 15,
  OPPORTUNITY_MESSAGES.invalidPhone,
);

/**
 * docs/product.md#idea-form: extra tags arrive as comma-separated text (the form) or as a list (other
 * clients).
 */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.replace(CONTROL_CHARACTERS, '').trim())
    .filter((tag) => tag.length > 0);
}
const extraTags = z
  .union([z.string().max(POST_LIMITS.extraTagsText), z.array(z.string().max(POST_LIMITS.extraTagsText))], {
    message: 'Extra tags must be comma-separated text',
  })
  .optional()
  .transform((value) =>
    value === undefined ? [] : splitTags(Array.isArray(value) ? value.join(',') : value),
  )
  // One message on the field itself (not on `extraTags.3`), so the form shows it under the input.
  .refine((tags) => tags.every((tag) => tag.length <= POST_LIMITS.tag), {
    message: `Each tag must be at most ${POST_LIMITS.tag} characters`,
  })
  .refine((tags) => tags.length <= POST_LIMITS.extraTags, {
    message: `At most ${POST_LIMITS.extraTags} extra tags`,
  });

/** The idea form (docs/product.md#idea-form). */
export const ideaPostSchema = z.strictObject({
  title: requiredText('Title', POST_LIMITS.title),
  mainTag: requiredText('Main category', POST_LIMITS.tag),
  description: requiredText('Description', POST_LIMITS.description),
  ownerName: requiredText('Name', POST_LIMITS.shortText),
  designation: requiredText('Designation', POST_LIMITS.shortText),
  contact: whatsAppNumber,
  extraTags,
});
export type IdeaPostInput = z.input<typeof ideaPostSchema>;
export type IdeaPost = z.output<typeof ideaPostSchema>;

/** The project form (docs/product.md#project-form). */
export const projectPostSchema = z.strictObject({
  projectTitle: requiredText('Project title', POST_LIMITS.title),
  byWhom: requiredText('Posted by', POST_LIMITS.shortText),
  contact: requiredEmail('Contact email'),
  description: requiredText('Description', POST_LIMITS.description),
  workType: z.enum(PROJECT_WORK_TYPES, { message: 'Choose Remote, Hybrid or On-site' }).default('Remote'),
  requirements: requiredText('Requirements', POST_LIMITS.requirements, { plural: true }),
  applicationLink: requiredUrl('Application link'),
});
export type ProjectPostInput = z.input<typeof projectPostSchema>;
export type ProjectPost = z.output<typeof projectPostSchema>;

const stipend = z
  // 30 characters hold the largest stipend with separators; longer text is no amount.
  .union([z.number(), z.string().max(30, OPPORTUNITY_MESSAGES.stipendNumber)], {
    message: 'Stipend is required',
  })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Stipend is required' });
      return z.NEVER;
    }
    const amount = typeof value === 'number' ? value : Number(text.replaceAll(',', ''));
    if (!Number.isFinite(amount)) {
      ctx.addIssue({ code: 'custom', message: OPPORTUNITY_MESSAGES.stipendNumber });
      return z.NEVER;
    }
    if (!Number.isInteger(amount) || amount < 0 || amount > POST_LIMITS.stipendMax) {
      ctx.addIssue({ code: 'custom', message: OPPORTUNITY_MESSAGES.stipendRange });
      return z.NEVER;
    }
    return amount;
  });

/** The internship form (docs/product.md#internship-form); the stipend is rupees per month. */
export const internshipPostSchema = z.strictObject({
  title: requiredText('Title', POST_LIMITS.title),
  company: requiredText('Company', POST_LIMITS.shortText),
  location: requiredText('Location', POST_LIMITS.shortText),
  type: z.enum(INTERNSHIP_TYPES, { message: 'Choose Full-time, Part-time, Hybrid or Remote' }),
  duration: requiredText('Duration', POST_LIMITS.shortText),
  stipend,
  description: requiredText('Description', POST_LIMITS.description),
  requirements: requiredText('Requirements', POST_LIMITS.requirements, { plural: true }),
  applyLink: requiredUrl('Apply link'),
  contact: requiredEmail('Contact email'),
});
export type InternshipPostInput = z.input<typeof internshipPostSchema>;
export type InternshipPost = z.output<typeof internshipPostSchema>;

// ---- lists ---------------------------------------------------------------------------

const listQuery = {
  q: z
    .string()
    .max(POST_LIMITS.search, `Search text must be at most ${POST_LIMITS.search} characters`)
    .default('')
    .transform((q) => q.trim()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
};

export const ideaListQuerySchema = z.strictObject({
  ...listQuery,
  /** docs/product.md#endorsements: newest first, or the most endorsed first. */
  sort: z.enum(IDEA_SORTS, { message: 'Sort by newest or endorsed' }).default('newest'),
});
export const projectListQuerySchema = z.strictObject({
  ...listQuery,
  location: z.enum(PROJECT_LOCATION_FILTERS).default('All'),
});
export const internshipListQuerySchema = z.strictObject({
  ...listQuery,
  type: z.enum(INTERNSHIP_TYPE_FILTERS).default('All'),
});
export type IdeaListQuery = z.input<typeof ideaListQuerySchema>;
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export type InternshipListQuery = z.input<typeof internshipListQuerySchema>;

/**
 * A poster's phone number or email (docs/product.md#private-contact): present only in an answer to a
 * signed-in person, and absent — not empty — in an anonymous one. The public lists' schemas mark it optional;
 * the route decides by who asks (docs/decisions/038-private-contact-for-signed-in-people.md).
 */
const signedInContact = z.string().optional();

/** An idea as every list shows it, without its contact; the Wall adds its team and endorsements (wallIdeaSchema). */
const ideaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ownerName: z.string(),
  designation: z.string(),
  mainTag: z.string(),
  extraTags: z.array(z.string()),
  createdAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;

/** A project on the public list; `contact` (the email for "Apply by email") for signed-in people only. */
export const projectSchema = z.object({
  id: z.number().int(),
  projectTitle: z.string(),
  byWhom: z.string(),
  contact: signedInContact,
  description: z.string(),
  workType: z.enum(PROJECT_WORK_TYPES),
  requirements: z.string(),
  applicationLink: z.string(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * An internship on the public list. Its contact email is for the centre's review only: applicants use the
 * site or the company's own link, so no list answer carries it (docs/product.md#private-contact).
 */
export const internshipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  type: z.enum(INTERNSHIP_TYPES),
  duration: z.string(),
  stipend: z.number(),
  description: z.string(),
  requirements: z.string(),
  applyLink: z.string(),
  createdAt: z.string(),
});
export type Internship = z.infer<typeof internshipSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
/** An idea on the Wall: its team (docs/product.md#idea-teams) and its endorsements (docs/product.md#endorsements). */
export const wallIdeaSchema = ideaSchema.extend({
  /** The WhatsApp number behind "Chat": signed-in people only. */
  contact: signedInContact,
  skillsWanted: z.string(),
  teamComplete: z.boolean(),
  endorsements: z.number().int(),
  team: z.array(z.object({ name: z.string(), skills: z.string() })),
});
export type WallIdea = z.infer<typeof wallIdeaSchema>;
export const ideaPageSchema = page(wallIdeaSchema);
export const projectPageSchema = page(projectSchema);
export const internshipPageSchema = page(internshipSchema);
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const postCreatedSchema = z.object({ id: z.number().int(), status: z.literal('pending') });

/** GET /api/internships/permissions: whether the signed-in user may post internships, and why not. */
export const internshipPermissionsSchema = z.object({
  canPost: z.boolean(),
  reason: z.enum(['signed-out', 'not-verified']).nullable(),
});
export type InternshipPermissions = z.infer<typeof internshipPermissionsSchema>;

// ---- moderation ----------------------------------------------------------------------

export const reviewDecisionSchema = z.strictObject({
  status: z.enum(['approved', 'declined'], { message: 'Status must be approved or declined' }),
  reason: z
    .string()
    .max(POST_LIMITS.reason, `The reason must be at most ${POST_LIMITS.reason} characters`)
    .optional()
    .transform((reason) => reason?.replace(CONTROL_CHARACTERS, '').trim() || undefined),
});
export type ReviewDecisionInput = z.input<typeof reviewDecisionSchema>;
/** PATCH /api/{ideas,projects,internships}/:id: the post and the decision taken. */
export const reviewedSchema = z.object({ id: z.number().int(), status: z.enum(['approved', 'declined']) });

export const adminSubmissionsQuerySchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES).default('pending'),
});

const reviewFields = {
  status: z.enum(REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  ownerEmail: z.string(),
  /** The author's account as people are shown (docs/product.md#names); the idea's own name may differ. */
  authorName: z.string(),
};
/** Admins review every field, the contact included (docs/product.md#moderation). */
export const adminSubmissionSchema = z.discriminatedUnion('kind', [
  ideaSchema.extend({ kind: z.literal('idea'), contact: z.string(), ...reviewFields }),
  projectSchema.extend({ kind: z.literal('project'), contact: z.string(), ...reviewFields }),
  internshipSchema.extend({ kind: z.literal('internship'), contact: z.string(), ...reviewFields }),
]);
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
export const adminSubmissionListSchema = z.object({ items: z.array(adminSubmissionSchema) });

/** The path segment of each kind's API. */
export const KIND_PATHS: Record<OpportunityKind, 'ideas' | 'projects' | 'internships'> = {
  idea: 'ideas',
  project: 'projects',
  internship: 'internships',
};
