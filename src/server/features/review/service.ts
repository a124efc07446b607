import type { FastifyInstance } from 'fastify';
import type { Answers, Criterion, Question } from '#common/calls';
import { REVIEW_MESSAGES as M, scoresSchemaFor, type ReviewQueue, type ReviewView } from '#common/review';
import { HttpError } from '#server/lib/http-error';
import { validationError } from '#server/lib/validation-error';
import type { CurrentUser } from '#server/plugins/authentication';
import { updateOwnAssignment } from '#server/features/assignments';
import { findOwnAssignment, queueOf } from './repository';
import { NAME_ONLY, shownName } from '#server/modules/users';

type Db = FastifyInstance['db'];

/** GET /api/review/queue: the caller's assignments and their progress per call; names hidden in blind calls. */
export async function reviewQueue(db: Db, reviewerId: number, timezone: string): Promise<ReviewQueue> {
  const rows = await queueOf(db, reviewerId);
  const calls = new Map<number, ReviewQueue['calls'][number]>();
  for (const row of rows) {
    const call = calls.get(row.call_id) ?? {
      id: row.call_id,
      title: row.call_title,
      blind: row.blind === 1,
      reviewDeadline: row.review_deadline,
      done: 0,
      assigned: 0,
    };
    call.assigned += 1;
    if (row.status === 'reviewed') call.done += 1;
    calls.set(row.call_id, call);
  }
  return {
    calls: [...calls.values()],
    items: rows.map((row) => ({
      id: row.id,
      callId: row.call_id,
      applicationId: row.application_id,
      teamName: row.blind === 1 ? null : row.team_name,
      status: row.status === 'reviewed' ? 'reviewed' : 'assigned',
      reviewedAt: row.reviewed_at,
    })),
    timezone,
  };
}

type OwnAssignment = NonNullable<Awaited<ReturnType<typeof findOwnAssignment>>>;

async function ownAssignment(db: Db, id: number, reviewer: CurrentUser): Promise<OwnAssignment> {
  const row = await findOwnAssignment(db, id, reviewer.id);
  // Someone else's assignment is "not found": its existence is no business of this reviewer.
  if (!row) throw new HttpError(404, M.notFound);
  if (row.status === 'conflict') throw new HttpError(409, M.returned);
  return row;
}

/** GET /api/review/assignments/:id: what the reviewer reads; never the applicant's contact details. */
export async function reviewOf(
  db: Db,
  id: number,
  reviewer: CurrentUser,
  timezone: string,
): Promise<ReviewView> {
  const row = await ownAssignment(db, id, reviewer);
  const blind = row.blind === 1;
  return {
    id: row.id,
    callId: row.call_id,
    callTitle: row.call_title,
    blind,
    reviewDeadline: row.review_deadline,
    rubric: JSON.parse(row.rubric_json) as Criterion[],
    questions: JSON.parse(row.questions_json) as Question[],
    status: row.status === 'reviewed' ? 'reviewed' : 'assigned',
    application: {
      id: row.application_id,
      teamName: blind ? null : row.team_name,
      // A reviewer sees the applicant's name, never their email (docs/product.md#names).
      applicantName: blind ? null : shownName({ full_name: row.applicant_name, email: null }, NAME_ONLY),
      website: blind || row.website === '' ? null : row.website,
      stage: row.stage,
      description: row.description,
      teamSize: row.team_size,
      answers: JSON.parse(row.answers_json) as Answers,
    },
    scores: row.scores_json ? (JSON.parse(row.scores_json) as Record<string, number>) : {},
    comment: row.comment,
    note: row.note,
    timezone,
  };
}

function refuseAfterDeadline(row: { review_deadline: string | null }) {
  if (row.review_deadline !== null && new Date().toISOString() >= row.review_deadline)
    throw new HttpError(409, M.deadlinePassed);
}

/** PUT /api/review/assignments/:id: scores for every criterion of the rubric, until the review deadline. */
export async function saveReview(
  app: FastifyInstance,
  id: number,
  reviewer: CurrentUser,
  input: { scores: Record<string, number>; comment: string; note: string },
): Promise<void> {
  const row = await ownAssignment(app.db, id, reviewer);
  refuseAfterDeadline(row);
  const rubric = JSON.parse(row.rubric_json) as Criterion[];
  const result = scoresSchemaFor(rubric).safeParse(input.scores);
  if (!result.success)
    throw validationError(
      result.error.issues.map((issue) => ({ ...issue, path: ['scores', ...issue.path] })),
    );
  const changed = await updateOwnAssignment(app.db, id, reviewer.id, {
    status: 'reviewed',
    scores_json: JSON.stringify(input.scores),
    comment: input.comment,
    note: input.note,
    reviewed_at: new Date().toISOString(),
  });
  if (!changed) throw new HttpError(409, M.returned);
}

/** POST /api/review/assignments/:id/conflict: the application goes back for reassignment to someone else. */
export async function returnAsConflict(
  app: FastifyInstance,
  id: number,
  reviewer: CurrentUser,
  reason: string,
): Promise<void> {
  const row = await ownAssignment(app.db, id, reviewer);
  refuseAfterDeadline(row);
  const changed = await updateOwnAssignment(app.db, id, reviewer.id, {
    status: 'conflict',
    conflict_reason: reason,
    scores_json: null,
    comment: '',
    note: '',
    reviewed_at: null,
  });
  if (!changed) throw new HttpError(409, M.returned);
}
