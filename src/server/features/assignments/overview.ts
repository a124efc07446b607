import type { FastifyInstance } from 'fastify';
import {
  conflictOf,
  MANUAL_MESSAGES as M,
  type AssignmentOverview,
  type Ranking,
  type RankingSort,
} from '#common/assignment';
import { calibrate, weightedScore } from '#common/calibration';
import { CALL_MESSAGES, type Criterion } from '#common/calls';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { listRoleHolders } from '#server/modules/roles';
import type { CurrentUser } from '#server/plugins/authentication';
import { scheduleReviewReminder } from './reminders';
import {
  assignmentsOfCall,
  assignmentsWithReviewers,
  conflictsOf,
  deleteOpenAssignment,
  findApplicationForAssignment,
  findAssignment,
  findCallForReview,
  insertAssignments,
  lockCall,
  rankedApplications,
  submittedApplications,
} from './repository';
import { SEES_EMAIL, shownName } from '#server/modules/users';

type Db = FastifyInstance['db'];

async function callOrThrow(db: Db, callId: number) {
  const call = await findCallForReview(db, callId);
  if (!call) throw new HttpError(404, CALL_MESSAGES.notFound);
  return call;
}

/** GET /api/calls/:id/assignments (docs/product.md#assignment). */
export async function assignmentOverview(app: FastifyInstance, callId: number): Promise<AssignmentOverview> {
  await callOrThrow(app.db, callId);
  const [applications, rows, pool] = await Promise.all([
    submittedApplications(app.db, callId),
    assignmentsWithReviewers(app.db, callId),
    listRoleHolders(app.db, 'reviewer'),
  ]);
  const byApplication = new Map<number, AssignmentOverview['applications'][number]['reviewers']>();
  const progress = new Map<number, AssignmentOverview['reviewers'][number]>();
  const reviewerEntry = (id: number, name: string, email: string) => {
    const entry = progress.get(id) ?? { id, name, email, assigned: 0, done: 0, returned: 0 };
    progress.set(id, entry);
    return entry;
  };
  for (const reviewer of pool) reviewerEntry(reviewer.id, shownName(reviewer, SEES_EMAIL), reviewer.email);
  for (const row of rows) {
    const list = byApplication.get(row.application_id) ?? [];
    list.push({
      assignmentId: row.id,
      reviewerId: row.reviewer_id,
      name: shownName(row, SEES_EMAIL),
      email: row.email,
      status: row.status,
      conflictReason: row.conflict_reason,
    });
    byApplication.set(row.application_id, list);
    const entry = reviewerEntry(row.reviewer_id, shownName(row, SEES_EMAIL), row.email);
    if (row.status === 'conflict') entry.returned += 1;
    else entry.assigned += 1;
    if (row.status === 'reviewed') entry.done += 1;
  }
  return {
    applications: applications.map((row) => ({
      id: row.id,
      teamName: row.team_name,
      applicantName: shownName(row, SEES_EMAIL),
      reviewers: byApplication.get(row.id) ?? [],
    })),
    reviewers: [...progress.values()].sort((a, b) => a.email.localeCompare(b.email)),
  };
}

/** POST /api/call-applications/:id/reviewers: one reviewer added by hand, never into a conflict. */
export async function addReviewer(
  app: FastifyInstance,
  admin: CurrentUser,
  applicationId: number,
  reviewerId: number,
): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const application = await findApplicationForAssignment(trx, applicationId);
    if (!application) throw new HttpError(404, M.applicationNotFound);
    await lockCall(trx, app.dialect, application.call_id);
    if (application.status !== 'submitted') throw new HttpError(409, M.notSubmitted);
    const reviewer = (await listRoleHolders(trx, 'reviewer')).find((row) => row.id === reviewerId);
    if (!reviewer) throw new HttpError(400, M.notReviewer, { reviewerId: M.notReviewer });
    const existing = (await assignmentsOfCall(trx, application.call_id)).find(
      (row) => row.application_id === applicationId && row.reviewer_id === reviewerId,
    );
    if (existing) throw new HttpError(409, existing.status === 'conflict' ? M.returned : M.alreadyAssigned);
    const declared = await conflictsOf(trx, [reviewerId]);
    const conflict = conflictOf(
      {
        id: application.id,
        applicantId: application.user_id,
        applicantEmail: application.email,
        names: [application.full_name, application.team_name],
      },
      { id: reviewer.id, email: reviewer.email, conflicts: declared.map((row) => row.value) },
    );
    if (conflict) throw new HttpError(409, M.conflict(conflict));
    await insertAssignments(trx, [
      {
        call_id: application.call_id,
        application_id: applicationId,
        reviewer_id: reviewerId,
        assigned_by: admin.email,
        assigned_at: new Date().toISOString(),
      },
    ]);
    await recordAdminAction(trx, admin, {
      action: 'call.assign',
      subjectType: 'call_application',
      subjectId: applicationId,
      summary: `Added ${reviewer.email} as a reviewer of "${application.team_name}"`,
    });
    await scheduleReviewReminder(app, trx, {
      id: application.call_id,
      review_deadline: application.review_deadline,
    });
    return M.added(shownName(reviewer, SEES_EMAIL));
  });
}

/** DELETE /api/review-assignments/:id: takes a reviewer off an application they have not reviewed. */
export async function removeReviewer(app: FastifyInstance, admin: CurrentUser, id: number): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const assignment = await findAssignment(trx, id);
    if (!assignment) throw new HttpError(404, M.assignmentNotFound);
    if (!(await deleteOpenAssignment(trx, id))) throw new HttpError(409, M.reviewedStays);
    await recordAdminAction(trx, admin, {
      action: 'call.unassign',
      subjectType: 'call_application',
      subjectId: assignment.application_id,
      summary: `Removed ${assignment.email} as a reviewer of "${assignment.team_name}"`,
    });
    return M.removed;
  });
}

/** GET /api/calls/:id/ranking: raw and normalised weighted means (docs/product.md#calibration). */
export async function ranking(app: FastifyInstance, callId: number, sort: RankingSort): Promise<Ranking> {
  const call = await callOrThrow(app.db, callId);
  const rubric = JSON.parse(call.rubric_json) as Criterion[];
  const [applications, rows] = await Promise.all([
    rankedApplications(app.db, callId),
    assignmentsWithReviewers(app.db, callId),
  ]);
  const reviewed = rows.filter((row) => row.status === 'reviewed' && row.scores_json);
  const calibrated = calibrate(
    reviewed.map((row) => ({
      applicationId: row.application_id,
      reviewerId: row.reviewer_id,
      score: weightedScore(JSON.parse(row.scores_json!) as Record<string, number>, rubric),
    })),
  );
  const comments = new Map<number, { reviewer: string; comment: string }[]>();
  for (const review of reviewed)
    if (review.comment !== '')
      comments.set(review.application_id, [
        ...(comments.get(review.application_id) ?? []),
        { reviewer: shownName(review, SEES_EMAIL), comment: review.comment },
      ]);
  const assigned = new Map<number, number>();
  for (const row of rows)
    if (row.status !== 'conflict')
      assigned.set(row.application_id, (assigned.get(row.application_id) ?? 0) + 1);
  const items = applications.map((row) => {
    const scores = calibrated.get(row.id);
    return {
      applicationId: row.id,
      teamName: row.team_name,
      applicantName: shownName(row, SEES_EMAIL),
      reviews: scores?.reviews ?? 0,
      assigned: assigned.get(row.id) ?? 0,
      raw: scores?.raw ?? null,
      normalised: scores?.normalised ?? null,
      spread: scores?.spread ?? null,
      disagreement: scores?.disagreement ?? false,
      // The panel's comments; private notes stay with their reviewer.
      comments: comments.get(row.id) ?? [],
      decision: row.decision,
    };
  });
  // Best first; applications without a review last, then by id.
  items.sort((a, b) => (b[sort] ?? -1) - (a[sort] ?? -1) || a.applicationId - b.applicationId);
  return { sort, items };
}
