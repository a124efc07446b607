import type { FastifyInstance } from 'fastify';
import type { Hub } from '#common/hub';
import { calendarDateInZone } from '#common/times';
import { alertsOf } from '#server/features/alerts';
import { callApplicationsOf } from '#server/features/calls';
import { feedbackWaitingFor, registrationsWaitingFor } from '#server/features/events';
import { ideasWaitingFor } from '#server/features/idea-teams';
import { kpiReportsDue } from '#server/features/kpis';
import { loadQueue } from '#server/features/moderation';
import { officeHoursWaitingFor } from '#server/features/office-hours';
import { postApplicationsOf, postsWaitingFor } from '#server/features/post-applications';
import { reviewsOf } from '#server/features/review';
import { cohortPlacesOf } from '#server/features/startups';
import { holdsRole } from '#server/modules/roles';
import type { CurrentUser } from '#server/plugins/authentication';

/**
 * docs/product.md#personal-hub: each area's counts, asked of the feature that owns it through its index.ts,
 * so the hub knows no table and no state of its own. A role's area is computed only for its holders.
 */
export async function hubOf(app: FastifyInstance, user: CurrentUser, now = new Date()): Promise<Hub> {
  const db = app.db;
  const today = calendarDateInZone(now, app.config.centreTimezone);
  const [events, feedback, postApplications, calls, posts, ideas, alerts, sessions, cohort] =
    await Promise.all([
      registrationsWaitingFor(db, user.id, today, now),
      feedbackWaitingFor(db, user.id),
      postApplicationsOf(db, user.id),
      callApplicationsOf(db, user.id),
      postsWaitingFor(db, user.id),
      ideasWaitingFor(db, user.id),
      alertsOf(db, user.id),
      officeHoursWaitingFor(db, user, now),
      cohortPlacesOf(db, user.id, user.email, now),
    ]);
  const review = holdsRole(user, 'reviewer') ? await reviewsOf(db, user.id) : null;
  const queue = user.role === 'admin' ? await loadQueue(app, undefined) : null;
  return {
    events: { ...events, feedback: feedback.count },
    feedbackLinks: feedback.links,
    applications: { ...postApplications, ...calls },
    posts: {
      total: posts.posts + ideas.ideas,
      inReview: posts.inReview + ideas.inReview,
      newApplicants: posts.newApplicants,
      joinRequests: ideas.joinRequests,
    },
    alerts,
    officeHours: sessions.officeHours,
    mentoring: sessions.mentoring,
    cohort: cohort && {
      cohortName: cohort.cohortName,
      startupName: cohort.startupName,
      kpiReportsDue: await kpiReportsDue(db, cohort.startupIds, today),
      invitations: cohort.invitations,
    },
    review,
    admin: queue && { waiting: queue.total, byKind: queue.counts },
  };
}
