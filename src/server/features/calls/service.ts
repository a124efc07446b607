import type { FastifyInstance } from 'fastify';
import {
  answersSchemaFor,
  CALL_MESSAGES as C,
  callApplicationSubmitSchema,
  callSchema,
  type Answers,
  type Call,
  type CallApplication,
  type Criterion,
  type OpenCall,
  type Question,
} from '#common/calls';
import type { z } from 'zod';
import type { callApplicationPatchSchema, callPatchSchema } from '#common/calls';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow, validationError } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import { scheduleReviewReminder } from '#server/features/assignments';
import type { CallApplicationWithCallRow, CallWithProgramRow } from '#server/db/database';
import type { CurrentUser } from '#server/plugins/authentication';
import { submittedMail } from './mails';
import {
  countApplications,
  findCallById,
  findOwnApplication,
  findProgramBySlug,
  hasApplications,
  insertCall,
  insertCallApplication,
  updateCall,
  updateDraft,
} from './repository';

type Db = FastifyInstance['db'];

export const questionsOf = (row: CallWithProgramRow): Question[] =>
  JSON.parse(row.questions_json) as Question[];
export const rubricOf = (row: CallWithProgramRow): Criterion[] => JSON.parse(row.rubric_json) as Criterion[];

export function toOpenCall(row: CallWithProgramRow): OpenCall {
  return {
    id: row.id,
    program: row.program_slug,
    programTitle: row.program_title,
    title: row.title,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    questions: questionsOf(row),
  };
}

export async function toCalls(db: Db, rows: CallWithProgramRow[]): Promise<Call[]> {
  const counts = await countApplications(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toOpenCall(row),
    reviewDeadline: row.review_deadline,
    rubric: rubricOf(row),
    blind: row.blind === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(counts.get(row.id) ?? { drafts: 0, submitted: 0 }),
  }));
}

export function toCallApplication(row: CallApplicationWithCallRow): CallApplication {
  return {
    id: row.id,
    callId: row.call_id,
    callTitle: row.call_title,
    programTitle: row.program_title,
    closesAt: row.closes_at,
    status: row.status,
    teamName: row.team_name,
    stage: row.stage,
    description: row.description,
    teamSize: row.team_size,
    website: row.website,
    phone: row.phone,
    answers: JSON.parse(row.answers_json) as Answers,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    decision: row.decision,
    decisionMessage: row.decision_message,
  };
}

/** POST /api/calls: one transaction with its activity-log entry. */
export async function createCall(
  app: FastifyInstance,
  admin: CurrentUser,
  input: z.output<typeof callSchema>,
) {
  const program = await findProgramBySlug(app.db, input.program);
  if (!program) throw new HttpError(404, C.programNotFound, { program: C.programNotFound });
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const id = await insertCall(trx, {
      program_slug: program.slug,
      title: input.title,
      opens_at: input.opensAt,
      closes_at: input.closesAt,
      review_deadline: input.reviewDeadline,
      questions_json: JSON.stringify(input.questions),
      rubric_json: JSON.stringify(input.rubric),
      blind: input.blind ? 1 : 0,
      created_by: admin.email,
      created_at: now,
      updated_at: now,
    });
    await recordAdminAction(trx, admin, {
      action: 'call.create',
      subjectType: 'call',
      subjectId: id,
      summary: `Opened the call "${input.title}" for ${program.title}`,
    });
    return (await toCalls(trx, [(await findCallById(trx, id))!]))[0]!;
  });
}

/**
 * PATCH /api/calls/:id: the merged call is checked as a whole. Questions and rubric are fixed once anyone has
 * applied, so no answer or score ever meets a definition it was not made for.
 */
export async function editCall(
  app: FastifyInstance,
  admin: CurrentUser,
  id: number,
  patch: z.output<typeof callPatchSchema>,
) {
  return app.db.transaction().execute(async (trx) => {
    const row = await findCallById(trx, id);
    if (!row) throw new HttpError(404, C.notFound);
    const merged = parseOrThrow(callSchema, {
      program: row.program_slug,
      title: patch.title ?? row.title,
      opensAt: patch.opensAt ?? row.opens_at,
      closesAt: patch.closesAt ?? row.closes_at,
      reviewDeadline: patch.reviewDeadline !== undefined ? patch.reviewDeadline : row.review_deadline,
      questions: patch.questions ?? questionsOf(row),
      rubric: patch.rubric ?? rubricOf(row),
      blind: patch.blind ?? row.blind === 1,
    });
    if ((patch.questions || patch.rubric) && (await hasApplications(trx, id)))
      throw new HttpError(409, C.questionsLocked);
    await updateCall(trx, id, {
      title: merged.title,
      opens_at: merged.opensAt,
      closes_at: merged.closesAt,
      review_deadline: merged.reviewDeadline,
      questions_json: JSON.stringify(merged.questions),
      rubric_json: JSON.stringify(merged.rubric),
      blind: merged.blind ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await recordAdminAction(trx, admin, {
      action: 'call.update',
      subjectType: 'call',
      subjectId: id,
      summary: `Edited the call "${merged.title}"`,
    });
    // A moved review deadline moves its reminder (the old job finds the deadline changed and does nothing).
    if (merged.reviewDeadline !== row.review_deadline)
      await scheduleReviewReminder(app, trx, { id, review_deadline: merged.reviewDeadline });
    return (await toCalls(trx, [(await findCallById(trx, id))!]))[0]!;
  });
}

function assertOpen(call: { opens_at: string; closes_at: string }, now: string) {
  if (now < call.opens_at) throw new HttpError(409, C.notOpenYet);
  if (now >= call.closes_at) throw new HttpError(409, C.closed);
}

type DraftInput = z.output<typeof callApplicationPatchSchema>;

/** The stored answers with the patch's on top; an empty answer removes one. Checked against the questions. */
function mergedAnswers(questions: Question[], stored: Answers, patch: Record<string, unknown> | undefined) {
  const merged: Record<string, unknown> = { ...stored, ...(patch ?? {}) };
  const checked = answersSchemaFor(questions, 'draft').safeParse(merged);
  if (!checked.success)
    throw validationError(
      checked.error.issues.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })),
    );
  return Object.fromEntries(
    Object.entries(checked.data).filter(([, value]) => value !== undefined),
  ) as Answers;
}

function draftColumns(input: DraftInput) {
  return {
    ...(input.teamName !== undefined ? { team_name: input.teamName } : {}),
    ...(input.stage !== undefined ? { stage: input.stage } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.teamSize !== undefined ? { team_size: input.teamSize } : {}),
    ...(input.website !== undefined ? { website: input.website } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
}

/** POST /api/calls/:id/applications: the applicant's draft; one per person and call. */
export async function startApplication(
  app: FastifyInstance,
  user: CurrentUser,
  callId: number,
  input: DraftInput,
): Promise<CallApplication> {
  const call = await findCallById(app.db, callId);
  if (!call) throw new HttpError(404, C.notFound);
  const now = new Date().toISOString();
  assertOpen(call, now);
  const answers = mergedAnswers(questionsOf(call), {}, input.answers);
  try {
    const id = await insertCallApplication(app.db, {
      call_id: callId,
      user_id: user.id,
      status: 'draft',
      team_name: '',
      stage: '',
      description: '',
      team_size: null,
      website: '',
      phone: '',
      ...draftColumns(input),
      answers_json: JSON.stringify(answers),
      created_at: now,
      updated_at: now,
      submitted_at: null,
    });
    return toCallApplication((await findOwnApplication(app.db, id, user.id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, C.alreadyApplied);
    throw error;
  }
}

/**
 * PATCH /api/call-applications/:id: edits the caller's own draft, and with `submit` submits it after checking
 * everything required. A bad request stores nothing; after submitting or after the deadline nothing changes.
 */
export async function changeApplication(
  app: FastifyInstance,
  user: CurrentUser,
  id: number,
  input: DraftInput,
): Promise<CallApplication> {
  return app.db.transaction().execute(async (trx) => {
    const row = await findOwnApplication(trx, id, user.id);
    if (!row) throw new HttpError(404, C.applicationNotFound);
    if (row.status !== 'draft') throw new HttpError(409, C.alreadySubmitted);
    const call = (await findCallById(trx, row.call_id))!;
    const now = new Date().toISOString();
    assertOpen(call, now);
    const questions = questionsOf(call);
    const answers = mergedAnswers(questions, JSON.parse(row.answers_json) as Answers, input.answers);
    const columns = draftColumns(input);
    if (input.submit) {
      const fields = {
        teamName: columns.team_name ?? row.team_name,
        stage: columns.stage ?? row.stage,
        description: columns.description ?? row.description,
        teamSize: columns.team_size !== undefined ? columns.team_size : row.team_size,
        website: columns.website ?? row.website,
        phone: columns.phone ?? row.phone,
      };
      const problems = [
        ...(callApplicationSubmitSchema.safeParse(fields).error?.issues ?? []),
        ...(answersSchemaFor(questions, 'submit')
          .safeParse(answers)
          .error?.issues.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })) ?? []),
      ];
      if (problems.length > 0) throw validationError(problems);
    }
    const changed = await updateDraft(trx, id, {
      ...columns,
      answers_json: JSON.stringify(answers),
      updated_at: now,
      ...(input.submit ? { status: 'submitted' as const, submitted_at: now } : {}),
    });
    // Submitted by a simultaneous request of the same person: this one changes nothing.
    if (!changed) throw new HttpError(409, C.alreadySubmitted);
    const saved = (await findOwnApplication(trx, id, user.id))!;
    if (input.submit)
      await app.mail.send(
        {
          to: user.email,
          ...submittedMail(
            { callTitle: saved.call_title, teamName: saved.team_name, submittedAt: now },
            app.config,
          ),
        },
        trx,
      );
    return toCallApplication(saved);
  });
}
