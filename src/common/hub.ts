import { z } from 'zod';
import { QUEUE_KINDS } from './moderation';

const count = z.number().int().min(0);

/**
 * GET /api/my/hub (docs/product.md#personal-hub): what waits for the signed-in person in each area they have.
 * A role's area is null for someone without that role (or, for the cohort, without a place or invitation).
 */
export const hubSchema = z.object({
  events: z.object({
    /** Seats held for events not yet over. */
    upcoming: count,
    /** Seats offered from the waitlist, to claim before they expire. */
    offers: count,
    waitlisted: count,
    /** Events the person came to and was asked about, not yet answered (docs/product.md#event-feedback). */
    feedback: count,
  }),
  /** The first few of those, each with the link of the person's own form. */
  feedbackLinks: z.array(z.object({ event: z.string(), path: z.string() })),
  applications: z.object({
    /** Applications to internships and projects, by where the poster put them. */
    open: count,
    shortlisted: count,
    hired: count,
    declined: count,
    /** Programme-call applications not yet submitted, and submitted ones. */
    drafts: count,
    submitted: count,
  }),
  posts: z.object({
    total: count,
    /** Posts the centre has not reviewed yet. */
    inReview: count,
    /** Applications to my internships and projects nobody has looked at ("new"). */
    newApplicants: count,
    /** Requests to join my ideas' teams, waiting for my answer. */
    joinRequests: count,
  }),
  alerts: z.object({ total: count, paused: count }),
  /** For a cohort member who may book mentors, or anyone with a booked session; else null. */
  officeHours: z
    .object({
      /** Sessions I booked (as a founder) still to come. */
      upcoming: count,
      /** Past sessions without my note. */
      notesToWrite: count,
    })
    .nullable(),
  mentoring: z.object({ upcoming: count, notesToWrite: count, hasAvailability: z.boolean() }).nullable(),
  cohort: z
    .object({
      cohortName: z.string().nullable(),
      startupName: z.string().nullable(),
      /** The last ended period's KPI report, not yet sent (one per startup of mine). */
      kpiReportsDue: count,
      invitations: count,
    })
    .nullable(),
  review: z.object({ toDo: count, done: count }).nullable(),
  admin: z
    .object({
      waiting: count,
      byKind: z.object(
        Object.fromEntries(QUEUE_KINDS.map((kind) => [kind, count])) as Record<
          (typeof QUEUE_KINDS)[number],
          typeof count
        >,
      ),
    })
    .nullable(),
});
export type Hub = z.infer<typeof hubSchema>;
