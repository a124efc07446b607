import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { FaqCategory, Metric, MetricMode, PartnerKind, TeamGroup } from '#common/content';
import type { TableOwners } from '../table-owners';

// What the admin edits on the public pages: team, mentors, programmes, slides, counters
// (migrations 0001, 0009).

export interface TeamMembersTable {
  id: Generated<number>;
  group_name: TeamGroup;
  name: string;
  role: string;
  image_key: string | null;
  linkedin: string;
  email: string;
  position: number;
  created_at: string;
}
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type NewTeamMemberRow = Insertable<TeamMembersTable>;
export type TeamMemberUpdate = Updateable<TeamMembersTable>;

export interface MentorsTable {
  id: Generated<number>;
  name: string;
  image_key: string | null;
  field: string;
  bio: string;
  email: string;
  linkedin: string;
  position: number;
  created_at: string;
}
export type MentorRow = Selectable<MentorsTable>;
export type NewMentorRow = Insertable<MentorsTable>;
export type MentorUpdate = Updateable<MentorsTable>;

export interface ProgramsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  duration: string;
  summary: string;
  features_json: string;
  position: number;
}
export type ProgramRow = Selectable<ProgramsTable>;
export type NewProgramRow = Insertable<ProgramsTable>;
export type ProgramUpdate = Updateable<ProgramsTable>;

export interface CarouselSlidesTable {
  id: Generated<number>;
  image_key: string;
  caption: string;
  position: number;
}
export type CarouselSlideRow = Selectable<CarouselSlidesTable>;
export type NewCarouselSlideRow = Insertable<CarouselSlidesTable>;
export type CarouselSlideUpdate = Updateable<CarouselSlidesTable>;

export interface MetricsTable {
  key: Metric['key'];
  label: string;
  value: number;
  duration_seconds: number;
  position: number;
  /** Migration 0009: `manual` (value as typed) or `auto` (approved posts counted). */
  mode: Generated<MetricMode>;
}
export type MetricRow = Selectable<MetricsTable>;
export type NewMetricRow = Insertable<MetricsTable>;
export type MetricUpdate = Updateable<MetricsTable>;

/** Migration 0027: what each counter showed on a day (YYYY-MM-DD, UTC), for the /metrics chart. */
export interface MetricSnapshotsTable {
  day: string;
  key: Metric['key'];
  value: number;
}
export type MetricSnapshotRow = Selectable<MetricSnapshotsTable>;
export type NewMetricSnapshotRow = Insertable<MetricSnapshotsTable>;
export type MetricSnapshotUpdate = Updateable<MetricSnapshotsTable>;

/** Migration 0021: a partner or investor, with its logo. */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  kind: PartnerKind;
  url: string;
  image_key: string | null;
  position: number;
  created_at: string;
}
export type NewPartnerRow = Insertable<PartnersTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type PartnerUpdate = Updateable<PartnersTable>;

/** Migration 0021: what a founder says about the centre. */
export interface TestimonialsTable {
  id: Generated<number>;
  quote: string;
  name: string;
  role: string;
  startup: string;
  position: number;
  created_at: string;
}
export type NewTestimonialRow = Insertable<TestimonialsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type TestimonialUpdate = Updateable<TestimonialsTable>;

/** Migration 0021: a question and its answer, ordered within its category. */
export interface FaqEntriesTable {
  id: Generated<number>;
  category: FaqCategory;
  question: string;
  answer: string;
  position: number;
  created_at: string;
}
export type NewFaqEntryRow = Insertable<FaqEntriesTable>;
export type FaqEntryRow = Selectable<FaqEntriesTable>;
export type FaqEntryUpdate = Updateable<FaqEntriesTable>;

export interface SiteContentTables {
  team_members: TeamMembersTable;
  mentors: MentorsTable;
  programs: ProgramsTable;
  carousel_slides: CarouselSlidesTable;
  metrics: MetricsTable;
  metric_snapshots: MetricSnapshotsTable;
  partners: PartnersTable;
  testimonials: TestimonialsTable;
  faq_entries: FaqEntriesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const siteContentTableOwners = {
  team_members: 'features/content',
  mentors: { owner: 'features/content', readBy: ['features/office-hours'] },
  programs: {
    owner: 'features/content',
    readBy: ['features/calls', 'features/program-applications', 'features/startups'],
  },
  carousel_slides: 'features/content',
  metrics: 'features/content',
  metric_snapshots: 'features/content',
  partners: 'features/content',
  testimonials: 'features/content',
  faq_entries: 'features/content',
} as const satisfies TableOwners<SiteContentTables>;
