import type { FastifyInstance } from 'fastify';
import {
  EVIDENCE_FILE_FIELD,
  GRANT_LIMITS,
  GRANT_MESSAGES as M,
  GRANT_SCHEME_LABELS,
  evidenceFieldsSchema,
  formatPaise,
  grantBalances,
  type DisbursementInput,
  type ExpenseCreateInput,
  type Grant,
  type GrantCreateInput,
  type TrancheCreateInput,
  type TrancheReviewInput,
} from '#common/grants';
import { calendarDateInZone } from '#common/times';
import type { Executor, GrantExpenseRow, GrantTrancheRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import type { MultipartForm } from '#server/modules/media';
import { deletePrivateFile, preparePdf, storePrivateFile } from '#server/modules/private-files';
import type { CurrentUser } from '#server/plugins/authentication';
import { evidenceReviewedMail } from './mails';
import {
  findGrant,
  findGrantOfStartup,
  findStartupName,
  findTeamPlace,
  findTranche,
  insertExpense,
  insertGrant,
  insertTranche,
  listExpenses,
  listFounders,
  listTranches,
  lockGrant,
  moveTranche,
} from './repository';

/** Today's date in the centre's zone: dates of sanction, disbursement and spending are the centre's days. */
export const centreToday = (app: FastifyInstance, now = new Date()) =>
  calendarDateInZone(now, app.config.centreTimezone);

type GrantHead = NonNullable<Awaited<ReturnType<typeof findGrant>>>;

/** A grant as its team and the centre see it, its balances summed from its records. */
export function toGrant(
  grant: GrantHead,
  tranches: GrantTrancheRow[],
  expenses: GrantExpenseRow[],
  isTeam: boolean,
): Grant {
  const mineT = tranches.filter((row) => row.grant_id === grant.id);
  const mineE = expenses.filter((row) => row.grant_id === grant.id);
  return {
    id: grant.id,
    startupId: grant.startup_id,
    startupName: grant.startup_name,
    scheme: grant.scheme,
    sanctionedPaise: grant.sanctioned_paise,
    sanctionedOn: grant.sanctioned_on,
    reference: grant.reference,
    balances: grantBalances(
      grant.sanctioned_paise,
      mineT.map((row) => ({ disbursedPaise: row.disbursed_paise })),
      mineE.map((row) => ({ amountPaise: row.amount_paise })),
    ),
    tranches: mineT.map((row) => ({
      id: row.id,
      title: row.title,
      dueOn: row.due_on,
      amountPaise: row.amount_paise,
      state: row.state,
      evidenceNote: row.evidence_note,
      hasEvidence: row.evidence_key !== null,
      evidenceSentAt: row.evidence_at,
      reviewReason: row.review_reason,
      reviewedAt: row.reviewed_at,
      disbursedOn: row.disbursed_on,
      disbursedPaise: row.disbursed_paise,
      disbursementReference: row.disbursement_reference,
    })),
    expenses: mineE.map((row) => ({
      id: row.id,
      spentOn: row.spent_on,
      head: row.head,
      amountPaise: row.amount_paise,
      note: row.note,
      recordedAt: row.created_at,
    })),
    isTeam,
  };
}

export async function loadGrant(db: Executor, grant: GrantHead, isTeam: boolean): Promise<Grant> {
  const [tranches, expenses] = await Promise.all([
    listTranches(db, [grant.id]),
    listExpenses(db, [grant.id]),
  ]);
  return toGrant(grant, tranches, expenses, isTeam);
}

/**
 * Whether the caller may see a startup's grant: its team and the centre. Anyone else, founders of the same
 * cohort included, gets the same 404 as for a grant that does not exist.
 */
async function readerOf(db: Executor, user: CurrentUser, startupId: number) {
  const place = await findTeamPlace(db, user.id, startupId);
  if (!place && user.role !== 'admin') throw new HttpError(404, M.notFound);
  return { isTeam: place !== undefined };
}

/** The grant of a startup for its cohort page; null while it has none. */
export async function startupGrant(app: FastifyInstance, user: CurrentUser, startupId: number) {
  const startup = await findStartupName(app.db, startupId);
  if (!startup) throw new HttpError(404, M.notFound);
  const { isTeam } = await readerOf(app.db, user, startupId);
  const grant = await findGrantOfStartup(app.db, startupId);
  return { grant: grant ? await loadGrant(app.db, grant, isTeam) : null };
}

/** A grant the caller may read (team or admin), with whether they are on the team; 404 otherwise. */
export async function readableGrant(app: FastifyInstance, user: CurrentUser, grantId: number) {
  const grant = await findGrant(app.db, grantId);
  if (!grant) throw new HttpError(404, M.notFound);
  const { isTeam } = await readerOf(app.db, user, grant.startup_id);
  return { grant, isTeam };
}

/** A grant the caller's team holds: the admin may read it but not act for the founders (403), others 404. */
async function teamGrant(db: Executor, user: CurrentUser, grantId: number) {
  const grant = await findGrant(db, grantId);
  if (!grant) throw new HttpError(404, M.notFound);
  if (!(await findTeamPlace(db, user.id, grant.startup_id))) {
    if (user.role === 'admin') throw new HttpError(403, M.notTeam);
    throw new HttpError(404, M.notFound);
  }
  return grant;
}

function notAfterToday(app: FastifyInstance, field: string, date: string) {
  if (date > centreToday(app)) throw new HttpError(400, M.futureDate, { [field]: M.futureDate });
}

function notBeforeSanction(field: string, date: string, sanctionedOn: string) {
  if (date < sanctionedOn) throw new HttpError(400, M.beforeSanction, { [field]: M.beforeSanction });
}

/* ---------- the centre ---------- */

export async function createGrant(app: FastifyInstance, admin: CurrentUser, input: GrantCreateInput) {
  const startup = await findStartupName(app.db, input.startupId);
  if (!startup?.cohort_id) throw new HttpError(400, M.startupNotFound, { startupId: M.startupNotFound });
  notAfterToday(app, 'sanctionedOn', input.sanctionedOn);
  const now = new Date().toISOString();
  try {
    const id = await app.db.transaction().execute(async (trx) => {
      const grantId = await insertGrant(trx, {
        startup_id: input.startupId,
        scheme: input.scheme,
        sanctioned_paise: input.amountPaise,
        sanctioned_on: input.sanctionedOn,
        reference: input.reference,
        created_by: admin.id,
        created_at: now,
        updated_at: now,
      });
      await recordAdminAction(trx, admin, {
        action: 'grant.create',
        subjectType: 'grant',
        subjectId: grantId,
        summary: `Recorded a ${GRANT_SCHEME_LABELS[input.scheme]} grant of ${formatPaise(input.amountPaise)} for "${startup.name}", sanctioned ${input.sanctionedOn}`,
      });
      return grantId;
    });
    return { id, message: M.created };
  } catch (error) {
    // The unique index decides between two grants recorded for one startup at once.
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyHasGrant);
    throw error;
  }
}

export async function addTranche(
  app: FastifyInstance,
  admin: CurrentUser,
  grantId: number,
  input: TrancheCreateInput,
) {
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await lockGrant(trx, grantId, now))) throw new HttpError(404, M.notFound);
    const grant = (await findGrant(trx, grantId))!;
    const tranches = await listTranches(trx, [grantId]);
    if (tranches.length >= GRANT_LIMITS.tranches) throw new HttpError(409, M.tooManyTranches);
    const planned = tranches.reduce((sum, row) => sum + row.amount_paise, 0);
    if (planned + input.amountPaise > grant.sanctioned_paise) {
      const message = M.tranchesOverSanction(formatPaise(grant.sanctioned_paise - planned));
      throw new HttpError(400, message, { amountPaise: message });
    }
    const id = await insertTranche(trx, {
      grant_id: grantId,
      title: input.title,
      due_on: input.dueOn,
      amount_paise: input.amountPaise,
      state: 'awaiting-evidence',
      created_at: now,
      updated_at: now,
    });
    await recordAdminAction(trx, admin, {
      action: 'grant.tranche.add',
      subjectType: 'grant',
      subjectId: grantId,
      summary: `Added milestone "${input.title}" (${formatPaise(input.amountPaise)}, due ${input.dueOn}) to the grant of "${grant.startup_name}"`,
    });
    return { id, message: M.trancheAdded };
  });
}

/** Approves a milestone's evidence or sends it back with the reason; the founders hear either way. */
export async function reviewTranche(
  app: FastifyInstance,
  admin: CurrentUser,
  trancheId: number,
  input: TrancheReviewInput,
) {
  const tranche = await findTranche(app.db, trancheId);
  if (!tranche) throw new HttpError(404, M.trancheNotFound);
  const approve = input.decision === 'approve';
  await app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const moved = await moveTranche(trx, trancheId, ['submitted'], {
      state: approve ? 'approved' : 'sent-back',
      review_reason: approve ? '' : input.reason,
      reviewed_at: now,
      updated_at: now,
    });
    if (!moved) throw new HttpError(409, M.reviewState);
    await recordAdminAction(trx, admin, {
      action: approve ? 'grant.evidence.approve' : 'grant.evidence.send-back',
      subjectType: 'grant_tranche',
      subjectId: trancheId,
      summary: approve
        ? `Approved the evidence of "${tranche.title}" of "${tranche.startup_name}"`
        : `Sent back the evidence of "${tranche.title}" of "${tranche.startup_name}": ${input.reason}`,
    });
    const mail = evidenceReviewedMail(
      {
        startupName: tranche.startup_name,
        milestone: tranche.title,
        approved: approve,
        reason: input.reason,
      },
      app.config,
    );
    for (const founder of await listFounders(trx, tranche.startup_id))
      await app.mail.send({ to: founder.email, ...mail }, trx);
  });
  return { message: approve ? M.approved : M.sentBack };
}

/** Records the money paid for an approved milestone; never before approval, never twice. */
export async function disburseTranche(
  app: FastifyInstance,
  admin: CurrentUser,
  trancheId: number,
  input: DisbursementInput,
) {
  const tranche = await findTranche(app.db, trancheId);
  if (!tranche) throw new HttpError(404, M.trancheNotFound);
  if (tranche.state !== 'approved') throw new HttpError(409, M.disburseState);
  if (input.amountPaise > tranche.amount_paise) {
    const message = M.disburseOverTranche(formatPaise(tranche.amount_paise));
    throw new HttpError(400, message, { amountPaise: message });
  }
  notAfterToday(app, 'disbursedOn', input.disbursedOn);
  notBeforeSanction('disbursedOn', input.disbursedOn, tranche.sanctioned_on);
  await app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const moved = await moveTranche(trx, trancheId, ['approved'], {
      state: 'disbursed',
      disbursed_on: input.disbursedOn,
      disbursed_paise: input.amountPaise,
      disbursement_reference: input.reference,
      updated_at: now,
    });
    if (!moved) throw new HttpError(409, M.disburseState);
    await recordAdminAction(trx, admin, {
      action: 'grant.disburse',
      subjectType: 'grant_tranche',
      subjectId: trancheId,
      summary: `Recorded ${formatPaise(input.amountPaise)} disbursed on ${input.disbursedOn} (${input.reference}) for "${tranche.title}" of "${tranche.startup_name}"`,
    });
  });
  return { message: M.disbursed };
}

/* ---------- the startup's team ---------- */

/** Evidence for a milestone: a note and one checked PDF, stored with the move to "submitted". */
export async function sendEvidence(
  app: FastifyInstance,
  user: CurrentUser,
  trancheId: number,
  form: MultipartForm,
) {
  const tranche = await findTranche(app.db, trancheId);
  const place = tranche ? await findTeamPlace(app.db, user.id, tranche.startup_id) : undefined;
  if (!tranche || !place) {
    if (tranche && user.role === 'admin') throw new HttpError(403, M.notTeam);
    throw new HttpError(404, M.trancheNotFound);
  }
  const unknownFile = form.files.find((file) => file.field !== EVIDENCE_FILE_FIELD);
  const fields = parseOrThrow(
    evidenceFieldsSchema,
    form.fields,
    unknownFile ? { [unknownFile.field]: `Unknown file field "${unknownFile.field}"` } : {},
  );
  const upload = form.files.find((file) => file.field === EVIDENCE_FILE_FIELD);
  if (!upload) throw new HttpError(400, M.evidenceFile, { [EVIDENCE_FILE_FIELD]: M.evidenceFile });
  const pdf = await preparePdf(upload.bytes, upload.filename).catch((error: unknown) => {
    // The private-files module words its refusals for a CV; this file is the milestone's evidence.
    if (error instanceof HttpError) {
      const message = error.message.replace(/^The CV\b/, 'The evidence');
      throw new HttpError(error.statusCode, message, { [EVIDENCE_FILE_FIELD]: message });
    }
    throw error;
  });
  await app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const key = await storePrivateFile(trx, pdf);
    const moved = await moveTranche(trx, trancheId, ['awaiting-evidence', 'sent-back'], {
      state: 'submitted',
      evidence_note: fields.note,
      evidence_key: key,
      evidence_by: user.id,
      evidence_at: now,
      updated_at: now,
    });
    // Rolls the stored file back with it.
    if (!moved) throw new HttpError(409, M.evidenceState);
    // Evidence sent again replaces the one sent back: only the milestone's current file is kept.
    if (tranche.evidence_key) await deletePrivateFile(trx, tranche.evidence_key);
    await recordAdminAction(trx, user, {
      action: 'grant.evidence.send',
      subjectType: 'grant_tranche',
      subjectId: trancheId,
      summary: `Sent evidence for "${tranche.title}" of "${tranche.startup_name}" (${pdf.filename})`,
    });
  });
  return { message: M.evidenceSent };
}

/**
 * Spending against the grant. Only money received can be spent from the grant, so the total spent never
 * passes the total disbursed (docs/decisions/056-seed-grants-from-their-records.md); the grant's row is
 * locked first, so two entries that each fit alone do not both pass together.
 */
export async function recordExpense(
  app: FastifyInstance,
  user: CurrentUser,
  grantId: number,
  input: ExpenseCreateInput,
) {
  const grant = await teamGrant(app.db, user, grantId);
  notAfterToday(app, 'spentOn', input.spentOn);
  notBeforeSanction('spentOn', input.spentOn, grant.sanctioned_on);
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await lockGrant(trx, grantId, now);
    const [tranches, expenses] = await Promise.all([
      listTranches(trx, [grantId]),
      listExpenses(trx, [grantId]),
    ]);
    const balances = grantBalances(
      grant.sanctioned_paise,
      tranches.map((row) => ({ disbursedPaise: row.disbursed_paise })),
      expenses.map((row) => ({ amountPaise: row.amount_paise })),
    );
    if (input.amountPaise > balances.inHandPaise) {
      const message = M.spendOverDisbursed(formatPaise(balances.inHandPaise));
      throw new HttpError(409, message, { amountPaise: message });
    }
    const id = await insertExpense(trx, {
      grant_id: grantId,
      spent_on: input.spentOn,
      head: input.head,
      amount_paise: input.amountPaise,
      note: input.note,
      recorded_by: user.id,
      created_at: now,
    });
    await recordAdminAction(trx, user, {
      action: 'grant.expense',
      subjectType: 'grant',
      subjectId: grantId,
      summary: `Recorded ${formatPaise(input.amountPaise)} spent on ${input.spentOn} against the grant of "${grant.startup_name}"`,
    });
    return { id, message: M.expenseRecorded };
  });
}
