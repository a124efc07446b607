import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_MESSAGES as M, assignReviewers, type AssignmentSummary } from '#common/assignment';
import { CALL_MESSAGES } from '#common/calls';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { listRoleHolders } from '#server/modules/roles';
import type { CurrentUser } from '#server/plugins/authentication';
import { scheduleReviewReminder } from './reminders';
import {
  assignmentsOfCall,
  conflictsOf,
  findCall,
  insertAssignments,
  lockCall,
  submittedApplications,
} from './repository';

/**
 * Runs automatic assignment for a closed call (docs/product.md#assignment): keeps what exists, fills every
 * submitted application up to `perApplication` from the reviewer pool, and stores the new pairs, the
 * activity-log entry and nothing else in one transaction. Runs of one call take turns (row lock on
 * PostgreSQL, one writer on SQLite), so two at once never assign more than asked.
 */
export async function runAssignment(
  app: FastifyInstance,
  admin: CurrentUser,
  callId: number,
  options: { reviewersPerApplication: number; maxLoad: number },
): Promise<AssignmentSummary> {
  return app.db.transaction().execute(async (trx) => {
    await lockCall(trx, app.dialect, callId);
    const call = await findCall(trx, callId);
    if (!call) throw new HttpError(404, CALL_MESSAGES.notFound);
    if (new Date().toISOString() < call.closes_at) throw new HttpError(409, M.notClosed);
    const applications = await submittedApplications(trx, callId);
    const pool = await listRoleHolders(trx, 'reviewer');
    const declared = await conflictsOf(
      trx,
      pool.map((reviewer) => reviewer.id),
    );
    const stored = await assignmentsOfCall(trx, callId);
    const active = stored.filter((row) => row.status !== 'conflict');
    const result = assignReviewers({
      applications: applications.map((row) => ({
        id: row.id,
        applicantId: row.user_id,
        applicantEmail: row.email,
        names: [row.full_name, row.team_name],
      })),
      reviewers: pool.map((reviewer) => ({
        id: reviewer.id,
        email: reviewer.email,
        conflicts: declared.filter((row) => row.user_id === reviewer.id).map((row) => row.value),
      })),
      existing: active.map((row) => ({ applicationId: row.application_id, reviewerId: row.reviewer_id })),
      blocked: stored
        .filter((row) => row.status === 'conflict')
        .map((row) => ({ applicationId: row.application_id, reviewerId: row.reviewer_id })),
      perApplication: options.reviewersPerApplication,
      maxLoad: options.maxLoad,
    });
    const now = new Date().toISOString();
    await insertAssignments(
      trx,
      result.added.map((pair) => ({
        call_id: callId,
        application_id: pair.applicationId,
        reviewer_id: pair.reviewerId,
        assigned_by: 'automatic',
        assigned_at: now,
      })),
    );
    await scheduleReviewReminder(app, trx, call);
    const message = M.done(result.added.length, result.uncovered.length);
    await recordAdminAction(trx, admin, {
      action: 'call.assign',
      subjectType: 'call',
      subjectId: callId,
      summary: `Assigned reviewers for "${call.title}": ${message}`,
    });
    const teamName = new Map(applications.map((row) => [row.id, row.team_name]));
    return {
      message,
      added: result.added.length,
      applications: applications.length,
      loads: pool.map((reviewer) => ({
        reviewerId: reviewer.id,
        email: reviewer.email,
        name: reviewer.full_name,
        load: result.loads.get(reviewer.id) ?? 0,
      })),
      uncovered: result.uncovered.map((item) => ({
        ...item,
        teamName: teamName.get(item.applicationId) ?? '',
      })),
    };
  });
}
