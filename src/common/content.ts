import { z } from 'zod';

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

export const METRIC_KEYS = ['startups', 'projects', 'internships'] as const;
export const metricSchema = z.object({
  key: z.enum(METRIC_KEYS),
  label: z.string(),
  value: z.number().int().nonnegative(),
  /** Seconds the home-page counter takes to reach its value (SPEC.md §9). */
  durationSeconds: z.number().positive(),
});
export type Metric = z.infer<typeof metricSchema>;

export const teamListSchema = z.object({ items: z.array(teamMemberSchema) });
export const mentorListSchema = z.object({ items: z.array(mentorSchema) });
export const programListSchema = z.object({ items: z.array(programSchema) });
export const slideListSchema = z.object({ items: z.array(carouselSlideSchema) });
export const metricListSchema = z.object({ items: z.array(metricSchema) });
