// The personal hub's areas without zod (docs/product.md#personal-hub): the account menu, on every page's
// first paint, reads only these; `./hub.ts` holds the answer's schema.
import { ADMIN_PATH } from './routes';

/** The hub's own address: the account menu's first link and where sign-in lands (docs/product.md#login-panel). */
export const HUB_PATH = '/my';

/**
 * The areas a person may have, in the order the hub and the account menu show them: the work of a role first
 * (what others wait for), then the person's own things. Everyone has the last five; a role adds its area.
 */
export const HUB_AREAS = [
  'admin',
  'review',
  'mentoring',
  'cohort',
  'events',
  'applications',
  'posts',
  'alerts',
  'office-hours',
] as const;
export type HubArea = (typeof HUB_AREAS)[number];

export const HUB_AREA_LINKS: Record<HubArea, { label: string; path: string }> = {
  admin: { label: 'Admin', path: ADMIN_PATH },
  review: { label: 'Reviews', path: '/review' },
  mentoring: { label: 'Office hours I offer', path: '/my/office-hours' },
  cohort: { label: 'My cohort', path: '/my/cohort' },
  events: { label: 'My events', path: '/my/events' },
  applications: { label: 'My applications', path: '/application-status' },
  posts: { label: 'My posts', path: '/my/posts' },
  alerts: { label: 'My alerts', path: '/my/alerts' },
  'office-hours': { label: 'My office hours', path: '/my/office-hours' },
};

export const HUB_MESSAGES = {
  title: 'My hub',
  intro: 'Everything that is yours on the site, with what waits for you.',
  loadFailed: 'Your hub could not be loaded.',
  nothingWaits: 'Nothing waits',
} as const;
