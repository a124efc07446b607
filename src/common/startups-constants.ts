// Schema-free words and limits of cohorts and startup profiles (docs/product.md#cohorts,
// docs/product.md#portfolio): the portfolio pages use these without downloading the schemas.
import { PROGRAM_STAGES } from './program-applications-constants';

export const STARTUP_STATUSES = ['active', 'acquired', 'closed'] as const;
export type StartupStatus = (typeof STARTUP_STATUSES)[number];
export const STARTUP_STATUS_LABELS: Record<StartupStatus, string> = {
  active: 'Active',
  acquired: 'Acquired',
  closed: 'Closed',
};

/** The same stages an application names, so a startup formed from one keeps its stage. */
export const STARTUP_STAGES = PROGRAM_STAGES;
export type StartupStage = (typeof STARTUP_STAGES)[number];

export const STARTUP_SECTORS = [
  'AI and software',
  'Agriculture',
  'Climate and energy',
  'Consumer',
  'Deep tech and hardware',
  'Education',
  'Fintech',
  'Health',
  'Mobility',
  'Social impact',
  'Other',
] as const;
export type StartupSector = (typeof STARTUP_SECTORS)[number];

export const COHORT_ROLES = ['founder', 'member'] as const;
export type CohortRole = (typeof COHORT_ROLES)[number];

export const STARTUP_LIMITS = {
  name: 120,
  slug: 80,
  pitch: 160,
  website: 300,
  cohortLabel: 80,
  cohortName: 120,
  announcementTitle: 140,
  announcementBody: 5000,
  email: 254,
  minFoundedYear: 1950,
} as const;

/** A startup's public address: lowercase words joined by hyphens. */
export const STARTUP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const startupPagePath = (slug: string) => `/startups/${slug}`;

/** How long an invitation code to join a startup's team works. */
export const COHORT_INVITE_DAYS = 14;
/** An invitation is sent again at most once in this time, so resending cannot flood anyone's inbox. */
export const COHORT_INVITE_RESEND_MINUTES = 10;
