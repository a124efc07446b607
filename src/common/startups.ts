import { z } from 'zod';
import { requiredString, slugParamsSchema, slugSchema } from './text-fields';
import { imageRefSchema } from './content';
import { recordIdSchema } from './ids';
import {
  COHORT_INVITE_RESEND_MINUTES,
  COHORT_ROLES,
  STARTUP_LIMITS as L,
  STARTUP_SECTORS,
  STARTUP_SLUG_PATTERN,
  STARTUP_STAGES,
  STARTUP_STATUSES,
} from './startups-constants';

export * from './startups-constants';

// Inputs and answers of cohorts, startup profiles and the portfolio (docs/product.md#cohorts,
// docs/product.md#startup-profiles, docs/product.md#portfolio).

export const STARTUP_MESSAGES = {
  notFound: 'Startup not found',
  cohortNotFound: 'Cohort not found',
  callNotFound: 'Call not found',
  programNotFound: 'Program not found',
  slugTaken: 'Another startup already uses this address',
  notFounder: 'Only the founders of this startup can do this.',
  notMember: 'Only the members of this cohort and the centre can see this page.',
  alreadyInvited: 'This address already has an invitation or a place in the team.',
  alreadyMember: 'This person is already in a startup of this cohort.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  invitationGone: 'This invitation is no longer waiting: it was accepted or cancelled.',
  invitationCancelled: (email: string) => `The invitation to ${email} is cancelled.`,
  invitationResent: (email: string) => `A new code is on its way to ${email}; the old one no longer works.`,
  resendTooSoon: `This invitation was sent less than ${COHORT_INVITE_RESEND_MINUTES} minutes ago. Please wait before sending it again.`,
  badCode: 'That code is not right, or it has expired. Ask your founder for a new invitation.',
  joined: (startup: string) => `Welcome to ${startup}!`,
  endsBeforeStart: 'The end date must be on or after the start date',
  announced: (n: number) => `Announcement posted and mailed to ${n} ${n === 1 ? 'member' : 'members'}.`,
  saved: 'Saved.',
} as const;

/** A web address or nothing; http(s) only, so a stored link never runs script. */
const websiteSchema = z
  .string()
  .trim()
  .max(L.website, `Website must be at most ${L.website} characters`)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
    message: 'Website must start with http:// or https://',
  });

const thisYear = () => new Date().getUTCFullYear();

/** A whole number typed into a form (multipart sends text): '' means none. */
function optionalWholeNumber(what: string, min: number, max: number | (() => number)) {
  return z.union([z.number(), z.string().trim().max(20)]).transform((value, ctx) => {
    if (value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    const top = typeof max === 'function' ? max() : max;
    if (!Number.isInteger(n) || n < min || n > top) {
      ctx.addIssue({ code: 'custom', message: `${what} must be a whole number from ${min} to ${top}` });
      return z.NEVER;
    }
    return n;
  });
}

export const startupSlugSchema = slugSchema(L.slug, STARTUP_SLUG_PATTERN);

export const startupSlugParamsSchema = slugParamsSchema(
  L.slug,
  STARTUP_SLUG_PATTERN,
  'No startup has this address',
);

/** What founders edit (multipart text fields; the logo is the `photo` part). */
export const startupProfileInputSchema = z.object({
  name: requiredString('Name', L.name),
  pitch: requiredString('One-line pitch', L.pitch),
  sector: z.enum(STARTUP_SECTORS, { error: 'Please choose a sector' }),
  stage: z.enum(STARTUP_STAGES, { error: 'Please choose a stage' }),
  website: websiteSchema,
  foundedYear: optionalWholeNumber('Founded year', L.minFoundedYear, thisYear),
  published: z.enum(['true', 'false'], { error: 'Choose whether the profile is public' }),
});
export type StartupProfileInput = z.infer<typeof startupProfileInputSchema>;

/**
 * What the admin edits: the profile, its address, status and cohort (alumni get a label). Jobs and funds
 * raised are not here: they are the startup's confirmed impact facts (docs/product.md#impact-reports).
 */
export const adminStartupInputSchema = startupProfileInputSchema.extend({
  slug: startupSlugSchema,
  status: z.enum(STARTUP_STATUSES, { error: 'Please choose a status' }),
  cohortId: z
    .union([z.literal(''), recordIdSchema('Please choose a cohort')])
    .transform((value) => (value === '' ? null : value)),
  cohortLabel: z
    .string()
    .trim()
    .max(L.cohortLabel, `Cohort label must be at most ${L.cohortLabel} characters`),
});
export type AdminStartupInput = z.infer<typeof adminStartupInputSchema>;

export const cohortInputSchema = z
  .object({
    name: requiredString('Name', L.cohortName),
    program: z
      .string({ error: 'Please choose a program' })
      .trim()
      .min(1, 'Please choose a program')
      .max(80, 'Please choose a program'),
    // The form's "no call" is ''; JSON callers may send null or leave it out.
    callId: z
      .union([z.literal(''), z.null(), recordIdSchema('Please choose a call')])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    startsOn: z.iso.date({ error: 'Start date must be a date' }),
    endsOn: z.iso.date({ error: 'End date must be a date' }),
  })
  .refine((input) => input.endsOn >= input.startsOn, {
    path: ['endsOn'],
    message: STARTUP_MESSAGES.endsBeforeStart,
  });
export type CohortInput = z.infer<typeof cohortInputSchema>;

export const invitationInputSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(L.email, `Email must be at most ${L.email} characters`)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const acceptInvitationInputSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Code is required')
    .max(20, STARTUP_MESSAGES.badCode),
});

export const announcementInputSchema = z.object({
  title: requiredString('Title', L.announcementTitle),
  body: requiredString('Text', L.announcementBody),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** Optional filters of the portfolio, as the shareable address carries them. */
export const portfolioQuerySchema = z.strictObject({
  sector: z.string().max(80).optional(),
  stage: z.string().max(80).optional(),
  cohort: z.string().max(L.cohortName).optional(),
});
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;

/* ---------- answers ---------- */

export const startupSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: imageRefSchema.nullable(),
  pitch: z.string(),
  sector: z.string(),
  stage: z.string(),
  website: z.string(),
  foundedYear: z.number().int().nullable(),
  status: z.enum(STARTUP_STATUSES),
  /** Whole rupees of the confirmed funding rounds; null when none is confirmed. */
  fundingRaised: z.number().nullable(),
  /** The confirmed jobs created; null when no facts are confirmed. */
  jobs: z.number().int().nullable(),
  /** The cohort's name, or the label the admin gave an alumnus; '' when neither. */
  cohort: z.string(),
});
export type StartupSummary = z.infer<typeof startupSummarySchema>;

export const portfolioSchema = z.object({
  items: z.array(startupSummarySchema),
  /** Every value the filters offer (from all published startups, not only the filtered ones). */
  filters: z.object({
    sectors: z.array(z.string()),
    stages: z.array(z.string()),
    cohorts: z.array(z.string()),
  }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COHORT_ROLES),
  /** An invitation not accepted yet. */
  pending: z.boolean(),
  /** A pending invitation whose code no longer works: the founders may send it again. */
  expired: z.boolean(),
});

/** A startup as its team and the centre see it, published or not. */
export const startupProfileSchema = startupSummarySchema.extend({
  id: z.number().int(),
  published: z.boolean(),
  cohortId: z.number().int().nullable(),
  cohortLabel: z.string(),
  team: z.array(teamMemberSchema),
  /** Whether the asker may edit it (its founders and the admin). */
  canEdit: z.boolean(),
});
export type StartupProfile = z.infer<typeof startupProfileSchema>;
export const adminStartupListSchema = z.object({ items: z.array(startupProfileSchema) });

export const cohortSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program: z.string(),
  callId: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  startupCount: z.number().int(),
});
export type CohortSummary = z.infer<typeof cohortSummarySchema>;
export const adminCohortListSchema = z.object({ items: z.array(cohortSummarySchema) });

export const myCohortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  startupId: z.number().int(),
  startupName: z.string(),
  role: z.enum(COHORT_ROLES),
});
export const myCohortsSchema = z.object({
  items: z.array(myCohortSchema),
  /** Invitations waiting for the signed-in user's address. */
  invitations: z.array(z.object({ startupName: z.string(), cohortName: z.string() })),
});
export type MyCohorts = z.infer<typeof myCohortsSchema>;

export const cohortStartupSchema = startupSummarySchema.extend({
  id: z.number().int(),
  published: z.boolean(),
  team: z.array(z.object({ name: z.string(), role: z.enum(COHORT_ROLES) })),
});

export const cohortPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  startups: z.array(cohortStartupSchema),
  schedule: z.array(
    z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), location: z.string() }),
  ),
  announcements: z.array(
    z.object({ id: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  /** The asker's own startup in this cohort (null for the centre's staff). */
  myStartupId: z.number().int().nullable(),
});
export type CohortPage = z.infer<typeof cohortPageSchema>;

export const cohortFormedSchema = z.object({ id: z.number().int(), startupsAdded: z.number().int() });
export const joinedSchema = z.object({ message: z.string(), cohortId: z.number().int() });
