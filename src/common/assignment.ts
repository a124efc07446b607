import { z } from 'zod';
/**
 * Automatic assignment of reviewers to applications (docs/product.md#assignment). Pure: the server feeds it
 * rows and stores the result; tests check its rules on the result.
 *
 * Rules: every application gets `perApplication` reviewers where possible; nobody reviews a conflict (the
 * applicant themself, the applicant's email domain, or a name or domain the reviewer declared); nobody gets
 * more than `maxLoad`; and loads differ by at most one. Assignments that exist already are kept and count.
 */

export interface AssignmentApplication {
  id: number;
  applicantId: number;
  applicantEmail: string;
  /** The applicant's and the team's names, matched against a reviewer's declared conflicts. */
  names: string[];
}

export interface AssignmentReviewer {
  id: number;
  email: string;
  /** Declared conflicts: a domain ("soilsense.example.com") or a name ("Soil Sense"), any case. */
  conflicts: string[];
}

export interface AssignmentInput {
  applications: AssignmentApplication[];
  reviewers: AssignmentReviewer[];
  existing: { applicationId: number; reviewerId: number }[];
  /** Pairs that must not be made again (a reviewer declared a conflict with that application). */
  blocked?: { applicationId: number; reviewerId: number }[];
  perApplication: number;
  maxLoad: number;
}

export interface Uncovered {
  applicationId: number;
  needed: number;
  got: number;
  reason: string;
}

export interface AssignmentResult {
  /** The new pairs to store (existing ones are not repeated). */
  added: { applicationId: number; reviewerId: number }[];
  loads: Map<number, number>;
  uncovered: Uncovered[];
}

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Why `reviewer` may not review `application`, or null when they may. */
export function conflictOf(application: AssignmentApplication, reviewer: AssignmentReviewer): string | null {
  if (reviewer.id === application.applicantId) return 'the applicant themself';
  const domain = domainOf(application.applicantEmail);
  if (domainOf(reviewer.email) === domain) return `the same email domain (${domain})`;
  const names = application.names.map(normal).filter(Boolean);
  for (const declared of reviewer.conflicts.map(normal)) {
    if (!declared) continue;
    if (declared === domain || domain.endsWith(`.${declared}`)) return `a declared conflict with ${declared}`;
    if (names.includes(declared)) return `a declared conflict with ${declared}`;
  }
  return null;
}

export function assignReviewers(input: AssignmentInput): AssignmentResult {
  const { applications, reviewers, perApplication, maxLoad } = input;
  const loads = new Map(reviewers.map((reviewer) => [reviewer.id, 0]));
  const assigned = new Map(applications.map((application) => [application.id, new Set<number>()]));
  for (const pair of input.existing) {
    assigned.get(pair.applicationId)?.add(pair.reviewerId);
    if (loads.has(pair.reviewerId)) loads.set(pair.reviewerId, loads.get(pair.reviewerId)! + 1);
  }
  const blocked = new Set((input.blocked ?? []).map((pair) => `${pair.applicationId}:${pair.reviewerId}`));
  const eligible = new Map(
    applications.map((application) => [
      application.id,
      reviewers.filter(
        (reviewer) =>
          conflictOf(application, reviewer) === null && !blocked.has(`${application.id}:${reviewer.id}`),
      ),
    ]),
  );
  const added: { applicationId: number; reviewerId: number }[] = [];
  const add = (applicationId: number, reviewerId: number) => {
    assigned.get(applicationId)!.add(reviewerId);
    loads.set(reviewerId, loads.get(reviewerId)! + 1);
    added.push({ applicationId, reviewerId });
  };

  // Most constrained first: applications with the fewest possible reviewers choose before the others.
  const order = [...applications].sort(
    (a, b) => eligible.get(a.id)!.length - eligible.get(b.id)!.length || a.id - b.id,
  );
  // One seat per round, so early applications do not take every light reviewer.
  for (let round = 0; round < perApplication; round += 1) {
    for (const application of order) {
      const mine = assigned.get(application.id)!;
      if (mine.size >= perApplication) continue;
      let best: AssignmentReviewer | undefined;
      for (const reviewer of eligible.get(application.id)!) {
        const load = loads.get(reviewer.id)!;
        if (mine.has(reviewer.id) || load >= maxLoad) continue;
        if (!best || load < loads.get(best.id)! || (load === loads.get(best.id)! && reviewer.id < best.id))
          best = reviewer;
      }
      if (best) add(application.id, best.id);
    }
  }

  // Even out: move a new assignment from the busiest reviewer to the least busy one who may take it.
  const movable = (pair: { applicationId: number; reviewerId: number }, to: AssignmentReviewer) =>
    !assigned.get(pair.applicationId)!.has(to.id) &&
    eligible.get(pair.applicationId)!.some((reviewer) => reviewer.id === to.id);
  for (let guard = 0; guard < applications.length * perApplication + 1; guard += 1) {
    const sorted = [...reviewers].sort((a, b) => loads.get(a.id)! - loads.get(b.id)!);
    const lightest = sorted[0];
    const heaviest = sorted.at(-1);
    if (!lightest || !heaviest || loads.get(heaviest.id)! - loads.get(lightest.id)! <= 1) break;
    let moved = false;
    for (const from of sorted.slice().reverse()) {
      if (loads.get(from.id)! - loads.get(lightest.id)! <= 1) break;
      const index = added.findIndex((pair) => pair.reviewerId === from.id && movable(pair, lightest));
      if (index === -1) continue;
      const pair = added[index]!;
      assigned.get(pair.applicationId)!.delete(from.id);
      assigned.get(pair.applicationId)!.add(lightest.id);
      loads.set(from.id, loads.get(from.id)! - 1);
      loads.set(lightest.id, loads.get(lightest.id)! + 1);
      added[index] = { applicationId: pair.applicationId, reviewerId: lightest.id };
      moved = true;
      break;
    }
    if (!moved) break;
  }

  const uncovered: Uncovered[] = [];
  for (const application of applications) {
    const got = assigned.get(application.id)!.size;
    if (got >= perApplication) continue;
    const possible = eligible.get(application.id)!.length;
    uncovered.push({
      applicationId: application.id,
      needed: perApplication,
      got,
      reason:
        possible < perApplication
          ? `Only ${possible} of ${reviewers.length} reviewers have no conflict with this application.`
          : `Every reviewer without a conflict already has the maximum of ${maxLoad} applications.`,
    });
  }
  return { added, loads, uncovered };
}

export const ASSIGNMENT_MESSAGES = {
  perApplication: 'Reviewers per application must be a whole number from 1 to 10',
  maxLoad: 'The maximum load must be a whole number from 1 to 10,000',
  notClosed: 'Assignment starts once the call has closed.',
  done: (added: number, uncovered: number) =>
    `Assigned ${added} reviews.${uncovered > 0 ? ` ${uncovered} applications could not get all their reviewers.` : ''}`,
} as const;

/** POST /api/calls/:id/assignments */
export const assignmentRunSchema = z.strictObject({
  reviewersPerApplication: z
    .number({ message: ASSIGNMENT_MESSAGES.perApplication })
    .int(ASSIGNMENT_MESSAGES.perApplication)
    .min(1, ASSIGNMENT_MESSAGES.perApplication)
    .max(10, ASSIGNMENT_MESSAGES.perApplication)
    .default(3),
  maxLoad: z
    .number({ message: ASSIGNMENT_MESSAGES.maxLoad })
    .int(ASSIGNMENT_MESSAGES.maxLoad)
    .min(1, ASSIGNMENT_MESSAGES.maxLoad)
    .max(10_000, ASSIGNMENT_MESSAGES.maxLoad),
});
export type AssignmentRunInput = z.input<typeof assignmentRunSchema>;

export const assignmentSummarySchema = z.object({
  message: z.string(),
  added: z.number().int(),
  applications: z.number().int(),
  loads: z.array(
    z.object({ reviewerId: z.number().int(), email: z.string(), name: z.string(), load: z.number().int() }),
  ),
  uncovered: z.array(
    z.object({
      applicationId: z.number().int(),
      teamName: z.string(),
      needed: z.number().int(),
      got: z.number().int(),
      reason: z.string(),
    }),
  ),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/** POST /api/call-applications/:id/reviewers: an admin adds one reviewer by hand. */
export const manualAssignmentSchema = z.strictObject({
  reviewerId: z
    .number({ message: 'Please choose a reviewer' })
    .int('Please choose a reviewer')
    .min(1, 'Please choose a reviewer')
    .max(2_147_483_647, 'Please choose a reviewer'),
});
export type ManualAssignmentInput = z.input<typeof manualAssignmentSchema>;

export const MANUAL_MESSAGES = {
  notReviewer: 'This account is not a reviewer.',
  alreadyAssigned: 'This reviewer is already assigned to this application.',
  conflict: (reason: string) => `This reviewer has a conflict with this application: ${reason}.`,
  returned: 'This reviewer returned this application as a conflict.',
  notSubmitted: 'Only submitted applications are reviewed.',
  added: (name: string) => `${name} now reviews this application.`,
  removed: 'Removed the reviewer from this application.',
  reviewedStays: 'This review is done; it stays part of the ranking.',
  assignmentNotFound: 'Assignment not found',
  applicationNotFound: 'Application not found',
} as const;

export const ASSIGNMENT_STATUSES = ['assigned', 'reviewed', 'conflict'] as const;

/** GET /api/calls/:id/assignments: who reviews what, and each reviewer's progress. */
export const assignmentOverviewSchema = z.object({
  applications: z.array(
    z.object({
      id: z.number().int(),
      teamName: z.string(),
      applicantName: z.string(),
      reviewers: z.array(
        z.object({
          assignmentId: z.number().int(),
          reviewerId: z.number().int(),
          name: z.string(),
          email: z.string(),
          status: z.enum(ASSIGNMENT_STATUSES),
          conflictReason: z.string().nullable(),
        }),
      ),
    }),
  ),
  reviewers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      assigned: z.number().int(),
      done: z.number().int(),
      returned: z.number().int(),
    }),
  ),
});
export type AssignmentOverview = z.infer<typeof assignmentOverviewSchema>;

/** POST /api/calls/:id/reminders: one reviewer, or (without `reviewerId`) everyone with open reviews. */
export const reminderSchema = z.strictObject({
  reviewerId: manualAssignmentSchema.shape.reviewerId.optional(),
});
export type ReminderInput = z.input<typeof reminderSchema>;
export const REMINDER_MESSAGES = {
  sent: (count: number) =>
    count === 0
      ? 'Nobody has open reviews: no reminder sent.'
      : `Sent ${count} ${count === 1 ? 'reminder' : 'reminders'}.`,
} as const;

export const RANKING_SORTS = ['normalised', 'raw'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];
export const rankingQuerySchema = z.strictObject({
  sort: z.enum(RANKING_SORTS, { message: 'Sort by normalised or raw' }).default('normalised'),
});

/** GET /api/calls/:id/ranking: each submitted application's scores, best first (docs/product.md#ranking). */
export const rankingSchema = z.object({
  sort: z.enum(RANKING_SORTS),
  items: z.array(
    z.object({
      applicationId: z.number().int(),
      teamName: z.string(),
      applicantName: z.string(),
      reviews: z.number().int(),
      assigned: z.number().int(),
      raw: z.number().nullable(),
      normalised: z.number().nullable(),
      spread: z.number().nullable(),
      disagreement: z.boolean(),
      comments: z.array(z.object({ reviewer: z.string(), comment: z.string() })),
      decision: z.enum(['accepted', 'waitlisted', 'declined']).nullable(),
    }),
  ),
});
export type Ranking = z.infer<typeof rankingSchema>;
export type RankingItem = Ranking['items'][number];
