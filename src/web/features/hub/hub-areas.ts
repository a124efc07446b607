import type { UserProfile } from '#common/auth';
import { HUB_AREAS, type HubArea } from '#common/hub-constants';
import type { Hub } from '#common/hub';

/** Areas everyone signed in has (docs/product.md#personal-hub). */
const EVERYONE: HubArea[] = ['events', 'applications', 'posts', 'alerts'];

/**
 * The areas a person has, in the hub's order: from the hub's answer when it is there, else from what the
 * stored user says (admin, reviewer, mentor) until it arrives. The cohort and the founder's office hours come
 * only with the answer: being in a cohort is not on the user.
 */
export function areasOf(user: UserProfile, hub: Hub | undefined): HubArea[] {
  const has: Record<HubArea, boolean> = {
    admin: hub ? hub.admin !== null : user.role === 'admin',
    review: hub ? hub.review !== null : (user.roles ?? []).includes('reviewer'),
    mentoring: hub ? hub.mentoring !== null : (user.roles ?? []).includes('mentor'),
    cohort: hub?.cohort != null,
    // A mentor's own page is the same as the founder's: one link, under mentoring.
    'office-hours': hub?.officeHours != null && hub.mentoring === null,
    events: true,
    applications: true,
    posts: true,
    alerts: true,
  };
  return HUB_AREAS.filter((area) => EVERYONE.includes(area) || has[area]);
}

/** How many things wait for the person's action in an area (what the menu's badge counts). */
export function waitingIn(area: HubArea, hub: Hub | undefined): number {
  if (!hub) return 0;
  switch (area) {
    case 'admin':
      return hub.admin?.waiting ?? 0;
    case 'review':
      return hub.review?.toDo ?? 0;
    case 'mentoring':
      return (hub.mentoring?.notesToWrite ?? 0) + (hub.officeHours?.notesToWrite ?? 0);
    case 'cohort':
      return (hub.cohort?.kpiReportsDue ?? 0) + (hub.cohort?.invitations ?? 0);
    case 'office-hours':
      return hub.officeHours?.notesToWrite ?? 0;
    case 'events':
      return hub.events.offers + hub.events.feedback;
    case 'applications':
      return hub.applications.drafts;
    case 'posts':
      return hub.posts.newApplicants + hub.posts.joinRequests;
    case 'alerts':
      return 0;
  }
}
