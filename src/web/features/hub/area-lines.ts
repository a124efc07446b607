import type { Hub } from '#common/hub';
import type { HubArea } from '#common/hub-constants';
import { QUEUE_KIND_LABELS, QUEUE_KINDS } from '#common/moderation';

/** One line of an area's card: what it counts, and whether it waits for the person to act. */
export interface AreaLine {
  text: string;
  waiting: boolean;
  /** Where the line leads, when it is a prompt to act there (an event's feedback form). */
  path?: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const line = (n: number, one: string, many: string, waiting = false): AreaLine[] =>
  n > 0 ? [{ text: count(n, one, many), waiting }] : [];

/**
 * docs/product.md#personal-hub: what an area's card says, things to act on first. Lines of nothing are left
 * out; an area with no line at all says so on its card.
 */
export function areaLines(area: HubArea, hub: Hub): AreaLine[] {
  switch (area) {
    case 'admin': {
      const admin = hub.admin!;
      return QUEUE_KINDS.flatMap((kind) =>
        admin.byKind[kind] > 0
          ? [{ text: `${QUEUE_KIND_LABELS[kind]}: ${admin.byKind[kind]}`, waiting: true }]
          : [],
      );
    }
    case 'review':
      return [
        ...line(hub.review!.toDo, 'review to do', 'reviews to do', true),
        ...line(hub.review!.done, 'review done', 'reviews done'),
      ];
    case 'mentoring': {
      const mentoring = hub.mentoring!;
      return [
        ...line(mentoring.notesToWrite, 'session note to write', 'session notes to write', true),
        ...(mentoring.hasAvailability
          ? []
          : [{ text: 'Set your availability so founders can book you', waiting: true }]),
        ...line(mentoring.upcoming, 'session to come', 'sessions to come'),
      ];
    }
    case 'cohort': {
      const cohort = hub.cohort!;
      return [
        ...line(cohort.kpiReportsDue, 'KPI report due', 'KPI reports due', true),
        ...line(cohort.invitations, 'invitation to join a startup', 'invitations to join a startup', true),
        ...(cohort.startupName && cohort.cohortName
          ? [{ text: `${cohort.startupName} in ${cohort.cohortName}`, waiting: false }]
          : []),
      ];
    }
    case 'events': {
      const more = hub.events.feedback - hub.feedbackLinks.length;
      return [
        // docs/product.md#event-feedback: each form the person was asked to fill in, linked.
        ...hub.feedbackLinks.map((link) => ({
          text: `Give your feedback on ${link.event}`,
          waiting: true,
          path: link.path,
        })),
        ...line(more, 'more event to give feedback on', 'more events to give feedback on', true),
        ...line(hub.events.offers, 'seat offered to you: claim it', 'seats offered to you: claim them', true),
        ...line(hub.events.upcoming, 'upcoming event', 'upcoming events'),
        ...line(hub.events.waitlisted, 'place on a waitlist', 'places on waitlists'),
      ];
    }
    case 'applications': {
      const a = hub.applications;
      return [
        ...line(a.drafts, 'programme application to finish', 'programme applications to finish', true),
        ...line(a.submitted, 'programme application submitted', 'programme applications submitted'),
        ...line(a.open, 'application sent, not yet looked at', 'applications sent, not yet looked at'),
        ...line(a.shortlisted, 'application shortlisted', 'applications shortlisted'),
        ...line(a.hired, 'application accepted', 'applications accepted'),
        ...line(a.declined, 'application declined', 'applications declined'),
      ];
    }
    case 'posts':
      return [
        ...line(hub.posts.newApplicants, 'new applicant', 'new applicants', true),
        ...line(hub.posts.joinRequests, 'join request to answer', 'join requests to answer', true),
        ...line(hub.posts.total, 'post', 'posts'),
        ...line(
          hub.posts.inReview,
          'post waiting for the centre’s review',
          'posts waiting for the centre’s review',
        ),
      ];
    case 'alerts':
      return [
        ...line(hub.alerts.total, 'saved search', 'saved searches'),
        ...line(hub.alerts.paused, 'paused', 'paused'),
      ];
    case 'office-hours':
      return [
        ...line(hub.officeHours!.notesToWrite, 'session note to write', 'session notes to write', true),
        ...line(hub.officeHours!.upcoming, 'session booked', 'sessions booked'),
      ];
  }
}
