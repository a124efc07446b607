import type { FastifyInstance } from 'fastify';
import {
  CALL_MESSAGES as C,
  DECISION_MESSAGES as M,
  DECISION_OUTCOMES,
  DECISION_TEMPLATES,
  type Cohort,
  type DecisionChoice,
  type DecisionOutcome,
} from '#common/calls';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { CurrentUser } from '#server/plugins/authentication';
import { decisionMail } from './mails';
import { cohortOf, decide, findApplicationForDecision, findCallById } from './repository';
import { SEES_EMAIL, shownName } from '#server/modules/users';

/**
 * PATCH /api/call-applications/:id/decision (docs/product.md#decisions): the decision, its mail (through the
 * outbox) and the activity-log entry in one transaction. Accepted and declined are final; waitlisted may
 * still become either.
 */
export async function decideApplication(
  app: FastifyInstance,
  admin: CurrentUser,
  id: number,
  input: { decision: DecisionChoice; message: string },
): Promise<{ message: string; decision: DecisionOutcome }> {
  return app.db.transaction().execute(async (trx) => {
    const row = await findApplicationForDecision(trx, id);
    if (!row) throw new HttpError(404, C.applicationNotFound);
    if (row.status !== 'submitted') throw new HttpError(409, M.notSubmitted);
    const outcome = DECISION_OUTCOMES[input.decision];
    const message =
      input.message || DECISION_TEMPLATES[input.decision]({ team: row.team_name, call: row.call_title });
    const decided = await decide(trx, id, {
      decision: outcome,
      decision_message: message,
      decided_at: new Date().toISOString(),
      decided_by: admin.email,
    });
    if (!decided) throw new HttpError(409, M.alreadyDecided);
    await app.mail.send(
      {
        to: row.applicant_email,
        ...decisionMail({ outcome, callTitle: row.call_title, teamName: row.team_name, message }, app.config),
      },
      trx,
    );
    await recordAdminAction(trx, admin, {
      action: 'call.decide',
      subjectType: 'call_application',
      subjectId: id,
      summary: `${outcome[0]!.toUpperCase()}${outcome.slice(1)} "${row.team_name}" in "${row.call_title}"`,
    });
    return { message: M.decided(row.team_name, outcome), decision: outcome };
  });
}

/** GET /api/calls/:id/cohort */
export async function cohort(app: FastifyInstance, callId: number): Promise<Cohort> {
  if (!(await findCallById(app.db, callId))) throw new HttpError(404, C.notFound);
  const rows = await cohortOf(app.db, callId);
  return {
    items: rows.map((row) => ({
      applicationId: row.id,
      userId: row.user_id,
      teamName: row.team_name,
      applicantName: shownName(row, SEES_EMAIL),
      applicantEmail: row.email,
      decidedAt: row.decided_at ?? '',
    })),
  };
}
