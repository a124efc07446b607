import type { FastifyInstance } from 'fastify';
import {
  IMPACT_LIMITS,
  IMPACT_MESSAGES as M,
  recentQuarters,
  type FounderGender,
  type FundingInput,
  type ImpactFactsInput,
  type ImpactPack,
  type StartupImpact,
} from '#common/impact';
import { calendarDateInZone } from '#common/times';
import type { Executor, StartupFundingRow, StartupImpactFactsRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { CurrentUser } from '#server/plugins/authentication';
import { figureOfPack, homeCounts, packAnswer, periodOf, publicAnswer } from './packs';
import { startupOutcome, type StartupOutcome } from './definitions';
import * as R from './repository';

/** The startup facts founders enter and the centre confirms, and the figures counted from the records (docs/product.md#impact-reports). */

const isAdmin = (user: CurrentUser) => user.role === 'admin';
const centreToday = (app: FastifyInstance, now = new Date()) =>
  calendarDateInZone(now, app.config.centreTimezone);

/** Who may read (its joined team, the admin) and who may change (its founders, the admin); anyone else 404. */
async function access(db: Executor, user: CurrentUser, startupId: number) {
  const startup = await R.findStartupName(db, startupId);
  if (!startup) throw new HttpError(404, M.notFound);
  if (isAdmin(user)) return { startup, canEdit: true };
  const membership = await R.findMembership(db, user.id, startupId);
  if (!membership) throw new HttpError(404, M.notFound);
  return { startup, canEdit: membership.role === 'founder' };
}

async function assertCanEdit(db: Executor, user: CurrentUser, startupId: number) {
  const place = await access(db, user, startupId);
  if (!place.canEdit) throw new HttpError(403, M.notFounder);
  return place.startup;
}

const factsOf = (row: StartupImpactFactsRow | undefined) => ({
  incorporatedOn: row?.incorporated_on ?? null,
  dpiitNumber: row?.dpiit_number ?? '',
  dpiitRecognisedOn: row?.dpiit_recognised_on ?? null,
  jobsCreated: row?.jobs_created ?? 0,
  revenueBand: row?.revenue_band ?? 'not_told',
  ipFiled: row?.ip_filed ?? 0,
  ipGranted: row?.ip_granted ?? 0,
});
const fundingOf = (row: StartupFundingRow) => ({
  id: row.id,
  source: row.source,
  amountPaise: Number(row.amount_paise),
  receivedOn: row.received_on,
  investor: row.investor,
  confirmed: row.confirmed_at !== null,
});

export async function startupImpact(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
): Promise<StartupImpact> {
  const { startup, canEdit } = await access(app.db, user, startupId);
  const [facts, fundings, gender] = await Promise.all([
    R.findFacts(app.db, startupId),
    R.listFundings(app.db, startupId),
    R.findGender(app.db, user.id),
  ]);
  return {
    startupId,
    name: startup.name,
    canEdit,
    facts: factsOf(facts),
    confirmedAt: facts?.confirmed_at ?? null,
    fundings: fundings.map(fundingOf),
    yourGender: gender?.gender ?? null,
  };
}

function assertNotAhead(app: FastifyInstance, fields: Record<string, string | null>) {
  const today = centreToday(app);
  const ahead = Object.entries(fields).filter(([, day]) => day !== null && day > today);
  if (ahead.length > 0)
    throw new HttpError(400, M.dateAhead, Object.fromEntries(ahead.map(([field]) => [field, M.dateAhead])));
}

/** A founder's change waits for the centre; the admin's own edit is confirmed as it is saved. */
export async function saveFacts(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
  input: ImpactFactsInput,
) {
  assertNotAhead(app, { incorporatedOn: input.incorporatedOn, dpiitRecognisedOn: input.dpiitRecognisedOn });
  return app.db.transaction().execute(async (trx) => {
    const startup = await assertCanEdit(trx, user, startupId);
    const now = new Date().toISOString();
    await R.upsertFacts(trx, {
      startup_id: startupId,
      incorporated_on: input.incorporatedOn,
      dpiit_number: input.dpiitNumber,
      dpiit_recognised_on: input.dpiitRecognisedOn,
      jobs_created: input.jobsCreated,
      revenue_band: input.revenueBand,
      ip_filed: input.ipFiled,
      ip_granted: input.ipGranted,
      updated_at: now,
      updated_by: user.id,
      confirmed_at: isAdmin(user) ? now : null,
      confirmed_by: isAdmin(user) ? user.email : null,
    });
    if (isAdmin(user))
      await recordAdminAction(trx, user, {
        action: 'startup.impact',
        subjectType: 'startup',
        subjectId: startupId,
        summary: `Entered and confirmed the impact facts of "${startup.name}"`,
      });
    return { message: isAdmin(user) ? 'Saved and confirmed.' : M.factsSaved };
  });
}

export async function addFunding(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
  input: FundingInput,
) {
  assertNotAhead(app, { receivedOn: input.receivedOn });
  return app.db.transaction().execute(async (trx) => {
    const startup = await assertCanEdit(trx, user, startupId);
    if ((await R.countFundings(trx, startupId)) >= IMPACT_LIMITS.fundingsPerStartup)
      throw new HttpError(409, M.tooManyFundings);
    const now = new Date().toISOString();
    const id = await R.insertFunding(trx, {
      startup_id: startupId,
      source: input.source,
      amount_paise: input.amountPaise,
      received_on: input.receivedOn,
      investor: input.investor,
      created_at: now,
      created_by: user.id,
      confirmed_at: isAdmin(user) ? now : null,
      confirmed_by: isAdmin(user) ? user.email : null,
    });
    if (isAdmin(user))
      await recordAdminAction(trx, user, {
        action: 'startup.funding.add',
        subjectType: 'startup_funding',
        subjectId: id,
        summary: `Added a ${input.source} round from "${input.investor}" to "${startup.name}"`,
      });
    return { message: M.fundingAdded };
  });
}

export async function removeFunding(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
  fundingId: number,
) {
  return app.db.transaction().execute(async (trx) => {
    const startup = await assertCanEdit(trx, user, startupId);
    if (!(await R.deleteFunding(trx, startupId, fundingId))) throw new HttpError(404, M.fundingNotFound);
    if (isAdmin(user))
      await recordAdminAction(trx, user, {
        action: 'startup.funding.remove',
        subjectType: 'startup_funding',
        subjectId: fundingId,
        summary: `Removed a funding round of "${startup.name}"`,
      });
    return { message: M.fundingRemoved };
  });
}

export async function saveGender(app: FastifyInstance, user: CurrentUser, gender: FounderGender | null) {
  await R.saveGender(app.db, user.id, gender, new Date().toISOString());
  return { message: M.genderSaved };
}

export async function listWaiting(app: FastifyInstance) {
  const { facts, fundings } = await R.listWaiting(app.db);
  const byStartup = new Map<
    number,
    {
      startupId: number;
      name: string;
      factsWaiting: boolean;
      facts: ReturnType<typeof factsOf> | null;
      fundingsWaiting: ReturnType<typeof fundingOf>[];
      updatedAt: string;
    }
  >();
  for (const row of facts.filter((f) => f.confirmed_at === null))
    byStartup.set(row.startup_id, {
      startupId: row.startup_id,
      name: row.name,
      factsWaiting: true,
      facts: factsOf(row),
      fundingsWaiting: [],
      updatedAt: row.updated_at,
    });
  for (const row of fundings) {
    const entry = byStartup.get(row.startup_id) ?? {
      startupId: row.startup_id,
      name: row.name,
      factsWaiting: false,
      facts: null,
      fundingsWaiting: [],
      updatedAt: row.created_at,
    };
    entry.fundingsWaiting.push(fundingOf(row));
    if (row.created_at > entry.updatedAt) entry.updatedAt = row.created_at;
    byStartup.set(row.startup_id, entry);
  }
  return { items: [...byStartup.values()].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)) };
}

export async function confirm(app: FastifyInstance, admin: CurrentUser, startupId: number) {
  return app.db.transaction().execute(async (trx) => {
    const startup = await R.findStartupName(trx, startupId);
    if (!startup) throw new HttpError(404, M.notFound);
    const confirmed = await R.confirmStartup(trx, startupId, admin.email, new Date().toISOString());
    if (confirmed === 0) throw new HttpError(409, M.nothingToConfirm);
    await recordAdminAction(trx, admin, {
      action: 'startup.impact.confirm',
      subjectType: 'startup',
      subjectId: startupId,
      summary: `Confirmed the impact facts and funding rounds of "${startup.name}"`,
    });
    return { message: M.confirmed(startup.name) };
  });
}

// Figures ----------------------------------------------------------------------------------------------

/** A pack for a period, with the data it was counted from (the downloads reuse both). */
export async function computePack(app: FastifyInstance, pack: ImpactPack, period: string, now = new Date()) {
  const today = centreToday(app, now);
  const data = await R.loadImpactData(app.db, app.config.centreTimezone);
  const answer = packAnswer(pack, period, data, today, recentQuarters(today, 12), now);
  return { answer, data, days: periodOf(period, today) };
}

export async function figureRecords(app: FastifyInstance, pack: ImpactPack, key: string, period: string) {
  const figure = figureOfPack(pack, key);
  if (!figure) throw new HttpError(404, M.unknownFigure);
  const today = centreToday(app);
  const data = await R.loadImpactData(app.db, app.config.centreTimezone);
  const result = figure.compute(data, periodOf(period, today));
  return {
    key: figure.key,
    label: figure.label,
    unit: figure.unit,
    value: result.value,
    method: figure.method,
    columns: figure.columns,
    rows: result.rows,
  };
}

export async function publicFigures(app: FastifyInstance, now = new Date()) {
  const data = await R.loadImpactData(app.db, app.config.centreTimezone);
  return publicAnswer(data, centreToday(app, now), now);
}

/** Home's Startups and Events held counters (docs/product.md#impact-counters), counted as /impact counts them. */
/**
 * The jobs and funds raised the portfolio shows for each of the given startups, from their confirmed facts and
 * rounds (docs/product.md#impact-reports): the one source of the reports, /impact and the cards.
 */
export async function startupOutcomes(
  db: Executor,
  startupIds: readonly number[],
): Promise<Map<number, StartupOutcome>> {
  const records = await R.loadOutcomeRecords(db, startupIds);
  return new Map(
    startupIds.map((id) => [id, startupOutcome(records.facts.get(id) ?? null, records.rounds.get(id) ?? [])]),
  );
}

export async function countHomeFigures(db: Executor, timeZone: string, today: string) {
  const [events, startups] = await Promise.all([R.loadEvents(db), R.loadStartups(db, timeZone)]);
  return homeCounts({ events, startups }, today);
}
