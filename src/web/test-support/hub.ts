import { http, HttpResponse } from 'msw';
import type { Hub } from '#common/hub';

/** A hub answer (GET /api/my/hub) of someone with nothing anywhere and no role; tests change what they need. */
export const EMPTY_HUB: Hub = {
  events: { upcoming: 0, offers: 0, waitlisted: 0, feedback: 0 },
  feedbackLinks: [],
  applications: { open: 0, shortlisted: 0, hired: 0, declined: 0, drafts: 0, submitted: 0 },
  posts: { total: 0, inReview: 0, newApplicants: 0, joinRequests: 0 },
  alerts: { total: 0, paused: 0 },
  officeHours: null,
  mentoring: null,
  cohort: null,
  review: null,
  admin: null,
};

/** An admin's hub with nothing waiting. */
export const EMPTY_ADMIN_HUB: Hub = {
  ...EMPTY_HUB,
  admin: { waiting: 0, byKind: { post: 0, report: 0, verification: 0, application: 0, event: 0 } },
};

/** Answers GET /api/my/hub with `hub`. */
export const hubHandler = (hub: Hub = EMPTY_HUB) => http.get('*/api/my/hub', () => HttpResponse.json(hub));
