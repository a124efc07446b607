import { z } from 'zod';
import { requiredString } from './text-fields';
import { FAQ_CATEGORIES, PARTNER_KINDS, STORY_LIMITS } from './content-constants';
import { withWebScheme } from './web-address';

/** A stored picture, ready for a responsive <img>. */
export const imageRefSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const TEAM_GROUPS = ['founders', 'core'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

export const teamMemberSchema = z.object({
  id: z.number().int(),
  group: z.enum(TEAM_GROUPS),
  name: z.string(),
  role: z.string(),
  image: imageRefSchema.nullable(),
  linkedin: z.string(),
  email: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const mentorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: imageRefSchema.nullable(),
  field: z.string(),
  bio: z.string(),
  email: z.string(),
  linkedin: z.string(),
});
export type Mentor = z.infer<typeof mentorSchema>;

export const programSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  duration: z.string(),
  summary: z.string(),
  features: z.array(z.string()),
});
export type Program = z.infer<typeof programSchema>;

export const carouselSlideSchema = z.object({
  id: z.number().int(),
  image: imageRefSchema,
  caption: z.string(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

export const METRIC_KEYS = ['startups', 'projects', 'internships', 'events', 'people'] as const;
export const metricSchema = z.object({
  key: z.enum(METRIC_KEYS),
  label: z.string(),
  value: z.number().int().nonnegative(),
  /** Seconds the home-page counter takes to reach its value (docs/product.md#impact-counters). */
  durationSeconds: z.number().positive(),
});
export type Metric = z.infer<typeof metricSchema>;

export const teamListSchema = z.object({ items: z.array(teamMemberSchema) });
export const mentorListSchema = z.object({ items: z.array(mentorSchema) });
export const programListSchema = z.object({ items: z.array(programSchema) });
export const slideListSchema = z.object({ items: z.array(carouselSlideSchema) });
export const metricListSchema = z.object({ items: z.array(metricSchema) });

// ---------------------------------------------------------------------------------------------
// What the admin may send (docs/product.md#site-content). Forms use these through zodResolver; routes use the
// same objects on the multipart text fields or JSON bodies.

export const CONTENT_LIMITS = {
  name: 100,
  role: 120,
  field: 120,
  bio: 1000,
  email: 254,
  url: 500,
  caption: 200,
  programTitle: 100,
  programDuration: 40,
  programSummary: 400,
  feature: 100,
  features: 12,
  metricLabel: 40,
  metricValue: 1_000_000,
  durationMin: 0.5,
  durationMax: 10,
} as const;

export const TEAM_GROUP_LABELS: Record<TeamGroup, string> = { founders: 'Founders', core: 'Core Team' };

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(CONTENT_LIMITS.email, `Email must be at most ${CONTENT_LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address'));

/** A professional-profile link: an absolute http(s) address. */
const profileLinkField = z
  .string({ error: 'Profile link is required' })
  .trim()
  .min(1, 'Profile link is required')
  .max(CONTENT_LIMITS.url, `Profile link must be at most ${CONTENT_LIMITS.url} characters`)
  .transform(withWebScheme)
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
    message: 'Profile link must be a web address starting with https://',
  });

export const teamMemberInputSchema = z.object({
  group: z.enum(TEAM_GROUPS, { error: 'Choose Founders or Core Team' }),
  name: requiredString('Name', CONTENT_LIMITS.name),
  role: requiredString('Role', CONTENT_LIMITS.role),
  linkedin: profileLinkField,
  email: emailField,
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

export const mentorInputSchema = z.object({
  name: requiredString('Name', CONTENT_LIMITS.name),
  field: requiredString('Field', CONTENT_LIMITS.field),
  bio: requiredString('Bio', CONTENT_LIMITS.bio),
  email: emailField,
  linkedin: profileLinkField,
});
export type MentorInput = z.infer<typeof mentorInputSchema>;

export const slideInputSchema = z.object({
  caption: requiredString('Caption', CONTENT_LIMITS.caption),
});
export type SlideInput = z.infer<typeof slideInputSchema>;

export const programInputSchema = z.object({
  title: requiredString('Title', CONTENT_LIMITS.programTitle),
  duration: requiredString('Duration', CONTENT_LIMITS.programDuration),
  summary: requiredString('Summary', CONTENT_LIMITS.programSummary),
  features: z
    .array(requiredString('Feature', CONTENT_LIMITS.feature), { error: 'Add at least one feature' })
    .min(1, 'Add at least one feature')
    .max(CONTENT_LIMITS.features, `At most ${CONTENT_LIMITS.features} features`),
});
export type ProgramInput = z.infer<typeof programInputSchema>;

export const METRIC_MODES = ['manual', 'auto'] as const;
export type MetricMode = (typeof METRIC_MODES)[number];
/**
 * Counters that have something to count (docs/product.md#impact-counters): published startups in the
 * portfolio, open projects and internships (approved, neither closed nor expired), events that have ended, people with an account. Today that is
 * every counter; a counter added later may have nothing to count.
 */
export const AUTO_METRIC_KEYS = METRIC_KEYS;

/** What a counter counts in auto mode, as the admin's choice and its hint ("12 open projects now"). */
export const METRIC_AUTO_SOURCES: Record<Metric['key'], { option: string; counted: string }> = {
  startups: { option: 'Count startups in the portfolio', counted: 'startups in the portfolio' },
  projects: { option: 'Count open projects', counted: 'open projects' },
  internships: { option: 'Count open internships', counted: 'open internships' },
  events: { option: 'Count events held', counted: 'events held' },
  people: { option: 'Count registered people', counted: 'registered people' },
};

export function canCountItself(key: Metric['key']): boolean {
  return (AUTO_METRIC_KEYS as readonly string[]).includes(key);
}

export const metricInputSchema = z.object({
  label: requiredString('Label', CONTENT_LIMITS.metricLabel),
  value: z
    .number({ error: 'Value must be a whole number' })
    .int('Value must be a whole number')
    .min(0, 'Value cannot be negative')
    .max(CONTENT_LIMITS.metricValue, `Value must be at most ${CONTENT_LIMITS.metricValue}`),
  durationSeconds: z
    .number({ error: 'Animation duration must be a number of seconds' })
    .min(
      CONTENT_LIMITS.durationMin,
      `Animation duration must be between ${CONTENT_LIMITS.durationMin} and ${CONTENT_LIMITS.durationMax} seconds`,
    )
    .max(
      CONTENT_LIMITS.durationMax,
      `Animation duration must be between ${CONTENT_LIMITS.durationMin} and ${CONTENT_LIMITS.durationMax} seconds`,
    ),
  mode: z.enum(METRIC_MODES, { error: 'Choose manual or automatic counting' }),
});
export type MetricInput = z.infer<typeof metricInputSchema>;

/** A metric as the admin edits it: the value typed by hand, the mode, and what auto would count. */
export const adminMetricSchema = metricSchema.extend({
  mode: z.enum(METRIC_MODES),
  /** The value typed by hand (used in manual mode). */
  manualValue: z.number().int().nonnegative(),
  /** What the counter shows in auto mode (approved posts), or null when it cannot count itself. */
  autoValue: z.number().int().nonnegative().nullable(),
});
export type AdminMetric = z.infer<typeof adminMetricSchema>;
export const adminMetricListSchema = z.object({ items: z.array(adminMetricSchema) });

/** What an admin content write answers: the row it saved (a counter is named by its key). */
export const savedIdSchema = z.object({ id: z.number().int() });
export const savedMetricSchema = z.object({ key: z.enum(METRIC_KEYS) });

/** GET /api/content/metrics/history: each counter's figure per day, oldest first (docs/product.md#impact-section). */
export const metricHistorySchema = z.object({
  days: z.array(z.string()),
  series: z.array(
    z.object({
      key: z.enum(METRIC_KEYS),
      label: z.string(),
      /** One figure per entry of `days`; null where no snapshot was taken that day. */
      values: z.array(z.number().int().nonnegative().nullable()),
    }),
  ),
});
export type MetricHistory = z.infer<typeof metricHistorySchema>;
export const METRIC_HISTORY_DAYS = 30;

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export const moveInputSchema = z.object({
  direction: z.enum(MOVE_DIRECTIONS, { error: 'Direction must be up or down' }),
});
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** Multipart fields that go with a photo: the file part is `photo`; `removePhoto=true` drops it. */
export const PHOTO_FIELD = 'photo';
export const REMOVE_PHOTO_FIELD = 'removePhoto';
export const PHOTO_REQUIRED_MESSAGE = 'Slide image is required';

/** The programme form: features typed one per line; blank lines are ignored. */
export const programFormSchema = programInputSchema.extend({
  features: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(programInputSchema.shape.features),
});
export type ProgramFormValues = z.input<typeof programFormSchema>;

// ---------------------------------------------------------------------------------------------
// Partners, testimonials and the FAQ (docs/product.md#partners, #testimonials, #faq).

export {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  PARTNER_KINDS,
  PARTNER_KIND_LABELS,
  STORY_LIMITS,
  type FaqCategory,
  type PartnerKind,
} from './content-constants';

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  url: z.string(),
  logo: imageRefSchema.nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  startup: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const partnerListSchema = z.object({ items: z.array(partnerSchema) });
export const testimonialListSchema = z.object({ items: z.array(testimonialSchema) });
export const faqListSchema = z.object({ items: z.array(faqEntrySchema) });

/** A web address the site links to: absolute http(s). */
const webAddressField = z
  .string({ error: 'Website is required' })
  .trim()
  .min(1, 'Website is required')
  .max(STORY_LIMITS.url, `Website must be at most ${STORY_LIMITS.url} characters`)
  .transform(withWebScheme)
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
    message: 'Website must be a web address starting with https://',
  });

export const partnerInputSchema = z.object({
  name: requiredString('Name', STORY_LIMITS.partnerName),
  kind: z.enum(PARTNER_KINDS, { error: 'Choose what kind of partner this is' }),
  url: webAddressField,
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

export const testimonialInputSchema = z.object({
  quote: requiredString('Quote', STORY_LIMITS.quote),
  name: requiredString('Name', STORY_LIMITS.name),
  role: requiredString('Role', STORY_LIMITS.role),
  startup: requiredString('Startup', STORY_LIMITS.startup),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const faqEntryInputSchema = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: 'Choose a category' }),
  question: requiredString('Question', STORY_LIMITS.question),
  answer: requiredString('Answer', STORY_LIMITS.answer),
});
export type FaqEntryInput = z.infer<typeof faqEntryInputSchema>;
