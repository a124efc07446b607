import { z } from 'zod';
import { recordIdSchema } from './ids';
import { requiredString } from './text-fields';
import {
  REVISION_STATUSES,
  STARTUP_DETAIL_LIMITS as L,
  STARTUP_DETAIL_MESSAGES as M,
} from './startup-details-constants';
import { STARTUP_LIMITS } from './startups-constants';
import { startupSummarySchema } from './startups';

export * from './startup-details-constants';

// Inputs and answers of a startup's story, milestones and founders, and of their review by the centre
// (docs/product.md#startup-pages, docs/decisions/044-startup-page-revisions.md).

const thisYear = () => new Date().getUTCFullYear();

/** A milestone's day: a real calendar date from 1950 to next year (a planned launch may be ahead). */
const milestoneDateSchema = z.iso.date({ error: 'Milestone date must be a date' }).refine((date) => {
  const year = Number(date.slice(0, 4));
  return year >= STARTUP_LIMITS.minFoundedYear && year <= thisYear() + 1;
}, `Milestone date must be from ${STARTUP_LIMITS.minFoundedYear} to next year`);

export const milestoneInputSchema = z.strictObject({
  date: milestoneDateSchema,
  title: requiredString('Milestone', L.milestoneTitle),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

export const founderRoleInputSchema = z.strictObject({
  memberId: recordIdSchema('Please choose a founder'),
  role: z
    .string({ error: 'Role must be text' })
    .trim()
    .max(L.founderRole, `Role must be at most ${L.founderRole} characters`),
});

/** What founders send for review: the story, the milestones and each founder's role. */
export const startupDetailsInputSchema = z
  .strictObject({
    story: z
      .string({ error: 'Story must be text' })
      .max(L.story * 2, `Story must be at most ${L.story} characters`)
      .transform((story) => story.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(L.story, `Story must be at most ${L.story} characters`)),
    milestones: z
      .array(milestoneInputSchema, { error: 'Milestones must be a list' })
      .max(L.milestones, `At most ${L.milestones} milestones`),
    founderRoles: z
      .array(founderRoleInputSchema, { error: 'Founder roles must be a list' })
      .max(L.founders, `At most ${L.founders} founders`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<number>();
    input.founderRoles.forEach((founder, index) => {
      if (seen.has(founder.memberId))
        ctx.addIssue({ code: 'custom', path: ['founderRoles', index, 'role'], message: M.duplicateFounder });
      seen.add(founder.memberId);
    });
  });
export type StartupDetailsInput = z.infer<typeof startupDetailsInputSchema>;
export type StartupDetailsFormValues = z.input<typeof startupDetailsInputSchema>;

/** A founder's own choice: the address of their profile, and whether the startup's page links to it. */
export const founderLinkInputSchema = z
  .strictObject({
    profileUrl: z
      .string({ error: 'Profile address must be text' })
      .trim()
      .max(L.profileUrl, `Profile address must be at most ${L.profileUrl} characters`)
      .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
        message: 'Profile address must start with https://',
      }),
    shown: z.boolean({ error: 'Choose whether your name links to your profile' }),
  })
  .refine((input) => !input.shown || input.profileUrl !== '', {
    path: ['profileUrl'],
    message: M.linkNeedsAddress,
  });
export type FounderLinkInput = z.infer<typeof founderLinkInputSchema>;

export const returnRevisionInputSchema = z.strictObject({
  note: requiredString('Note', L.returnNote),
});
export type ReturnRevisionInput = z.infer<typeof returnRevisionInputSchema>;

/* ---------- answers ---------- */

export const milestoneSchema = z.object({ date: z.string(), title: z.string() });
export type Milestone = z.infer<typeof milestoneSchema>;

/** One version of the details, as submitted or approved. */
export const startupDetailsSchema = z.object({
  story: z.string(),
  milestones: z.array(milestoneSchema),
  founderRoles: z.array(z.object({ memberId: z.number().int(), role: z.string() })),
});
export type StartupDetails = z.infer<typeof startupDetailsSchema>;

/** A founder on the public page: the link only where they chose to show it. */
export const publicFounderSchema = z.object({
  name: z.string(),
  role: z.string(),
  profileUrl: z.string().nullable(),
});
export type PublicFounder = z.infer<typeof publicFounderSchema>;

export const startupNewsSchema = z.object({ slug: z.string(), title: z.string(), publishedOn: z.string() });

/** What the public page adds to the portfolio's card: the last approved details and the news. */
const startupPageDetailsSchema = z.object({
  story: z.string(),
  milestones: z.array(milestoneSchema),
  founders: z.array(publicFounderSchema),
  news: z.array(startupNewsSchema),
});
export type StartupPageDetails = z.infer<typeof startupPageDetailsSchema>;

/** GET /api/startups/:slug: the card's facts and the page's substance. */
export const startupPageSchema = startupSummarySchema.extend(startupPageDetailsSchema.shape);
export type StartupPage = z.infer<typeof startupPageSchema>;

export const teamFounderSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** The signed-in person: they alone set their link. */
  isMe: z.boolean(),
  /** Their own link settings; empty for the others. */
  profileUrl: z.string(),
  linkShown: z.boolean(),
});

/** The details as the team sees them on /my/cohort: what is public, what waits, what came back. */
export const myStartupDetailsSchema = z.object({
  approved: startupDetailsSchema.extend({ approvedAt: z.string() }).nullable(),
  pending: startupDetailsSchema.extend({ submittedAt: z.string(), submittedBy: z.string() }).nullable(),
  /** The centre's note on the last change it sent back, while nothing newer waits or was approved. */
  returned: z.object({ note: z.string(), decidedAt: z.string() }).nullable(),
  founders: z.array(teamFounderSchema),
  canEdit: z.boolean(),
});
export type MyStartupDetails = z.infer<typeof myStartupDetailsSchema>;

/** A change waiting for the centre: the public version beside the proposed one. */
export const adminRevisionSchema = z.object({
  id: z.number().int(),
  startupId: z.number().int(),
  startupName: z.string(),
  startupSlug: z.string(),
  published: z.boolean(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  current: startupDetailsSchema,
  proposed: startupDetailsSchema,
  /** Names of the founders the roles refer to. */
  founderNames: z.array(z.object({ memberId: z.number().int(), name: z.string() })),
  status: z.enum(REVISION_STATUSES),
});
export type AdminRevision = z.infer<typeof adminRevisionSchema>;
export const adminRevisionListSchema = z.object({ items: z.array(adminRevisionSchema) });
