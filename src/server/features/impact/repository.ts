import { calendarDateInZone } from '#common/times';
import type { FounderGender } from '#common/impact-constants';
import type { Executor, NewStartupFundingRow, NewStartupImpactFactsRow } from '#server/db/database';
import type { DataSubject, PersonalRecords } from '#server/modules/personal-data';
import type {
  ImpactApplication,
  ImpactData,
  ImpactEvent,
  ImpactFacts,
  ImpactFunding,
  ImpactInternship,
  ImpactStartup,
} from './definitions';

// The impact feature's SQL (docs/product.md#impact-reports): its own three tables, and reads of the records the
// figures are counted from (events, calls, cohorts, office hours, KPI reports, internships), granted by their
// owners' readBy.

const dayIn = (iso: string, timeZone: string) => calendarDateInZone(new Date(iso), timeZone);

/** The events with their check-ins (counted in SQL: a centre has few events and many registrations). */
export async function loadEvents(db: Executor): Promise<ImpactEvent[]> {
  const [events, checkIns] = await Promise.all([
    db
      .selectFrom('events')
      .select(['id', 'name', 'category', 'start_date', 'end_date'])
      .orderBy('end_date')
      .execute(),
    db
      .selectFrom('event_registrations')
      .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('checked_in_at', 'is not', null)
      .groupBy('event_id')
      .execute(),
  ]);
  const byEvent = new Map(checkIns.map((row) => [row.event_id, Number(row.n)]));
  return events.map((e) => ({
    id: e.id,
    name: e.name,
    category: e.category,
    startDate: e.start_date,
    endDate: e.end_date,
    checkIns: byEvent.get(e.id) ?? 0,
  }));
}

/** The startups with their cohort, their confirmed facts and how many founders said they are women. */
export async function loadStartups(db: Executor, timeZone: string): Promise<ImpactStartup[]> {
  const [startups, women] = await Promise.all([
    db
      .selectFrom('startups')
      .leftJoin('cohorts', 'cohorts.id', 'startups.cohort_id')
      .leftJoin('startup_impact_facts as f', 'f.startup_id', 'startups.id')
      .select([
        'startups.id',
        'startups.name',
        'startups.sector',
        'startups.stage',
        'startups.published',
        'startups.created_at',
        'startups.cohort_label',
        'cohorts.name as cohort_name',
        'cohorts.starts_on',
        'cohorts.ends_on',
        'f.confirmed_at',
        'f.incorporated_on',
        'f.dpiit_recognised_on',
        'f.jobs_created',
        'f.revenue_band',
        'f.ip_filed',
        'f.ip_granted',
      ])
      .orderBy('startups.name')
      .execute(),
    db
      .selectFrom('cohort_members')
      .innerJoin('founder_genders', 'founder_genders.user_id', 'cohort_members.user_id')
      .select(['cohort_members.startup_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cohort_members.role', '=', 'founder')
      .where('cohort_members.joined_at', 'is not', null)
      .where('founder_genders.gender', '=', 'woman')
      .groupBy('cohort_members.startup_id')
      .execute(),
  ]);
  const womenOf = new Map(women.map((row) => [row.startup_id, Number(row.n)]));
  return startups.map((s) => ({
    id: s.id,
    name: s.name,
    sector: s.sector,
    stage: s.stage,
    published: s.published === 1,
    cohortName: s.cohort_name ?? s.cohort_label,
    cohortStartsOn: s.starts_on,
    cohortEndsOn: s.ends_on,
    enteredOn: dayIn(s.created_at, timeZone),
    womenFounders: womenOf.get(s.id) ?? 0,
    facts:
      s.confirmed_at === null
        ? null
        : {
            incorporatedOn: s.incorporated_on,
            dpiitRecognisedOn: s.dpiit_recognised_on,
            jobsCreated: s.jobs_created ?? 0,
            revenueBand: s.revenue_band ?? 'not_told',
            ipFiled: s.ip_filed ?? 0,
            ipGranted: s.ip_granted ?? 0,
          },
  }));
}

/**
 * The confirmed jobs and rounds of the given startups, for their portfolio cards and pages
 * (`startupOutcome` in definitions.ts): the same columns `loadStartups` and `loadImpactData` read.
 */
export async function loadOutcomeRecords(
  db: Executor,
  startupIds: readonly number[],
): Promise<{ facts: Map<number, ImpactFacts>; rounds: Map<number, ImpactFunding[]> }> {
  if (startupIds.length === 0) return { facts: new Map(), rounds: new Map() };
  const [facts, rounds] = await Promise.all([
    db
      .selectFrom('startup_impact_facts')
      .select([
        'startup_impact_facts.startup_id',
        'startup_impact_facts.incorporated_on',
        'startup_impact_facts.dpiit_recognised_on',
        'startup_impact_facts.jobs_created',
        'startup_impact_facts.revenue_band',
        'startup_impact_facts.ip_filed',
        'startup_impact_facts.ip_granted',
      ])
      .where('startup_impact_facts.startup_id', 'in', [...startupIds])
      .where('startup_impact_facts.confirmed_at', 'is not', null)
      .execute(),
    db
      .selectFrom('startup_fundings')
      .innerJoin('startups', 'startups.id', 'startup_fundings.startup_id')
      .select([
        'startup_fundings.id',
        'startup_fundings.startup_id',
        'startups.name',
        'startup_fundings.source',
        'startup_fundings.amount_paise',
        'startup_fundings.received_on',
        'startup_fundings.investor',
      ])
      .where('startup_fundings.startup_id', 'in', [...startupIds])
      .where('startup_fundings.confirmed_at', 'is not', null)
      .orderBy('startup_fundings.received_on')
      .orderBy('startup_fundings.id')
      .execute(),
  ]);
  const byStartup = new Map<number, ImpactFunding[]>();
  for (const f of rounds)
    byStartup.set(f.startup_id, [
      ...(byStartup.get(f.startup_id) ?? []),
      {
        id: f.id,
        startupName: f.name,
        source: f.source,
        amountPaise: Number(f.amount_paise),
        receivedOn: f.received_on,
        investor: f.investor,
      },
    ]);
  return {
    facts: new Map(
      facts.map((f) => [
        f.startup_id,
        {
          incorporatedOn: f.incorporated_on,
          dpiitRecognisedOn: f.dpiit_recognised_on,
          jobsCreated: f.jobs_created ?? 0,
          revenueBand: f.revenue_band ?? 'not_told',
          ipFiled: f.ip_filed ?? 0,
          ipGranted: f.ip_granted ?? 0,
        },
      ]),
    ),
    rounds: byStartup,
  };
}

/** The centre's seed grants: sanctions, disbursed tranches and the spending recorded against them. */
export async function loadGrants(db: Executor): Promise<ImpactData['grants']> {
  const [sanctions, disbursements, spending] = await Promise.all([
    db
      .selectFrom('grants')
      .innerJoin('startups', 'startups.id', 'grants.startup_id')
      .select([
        'grants.id',
        'startups.name',
        'grants.scheme',
        'grants.sanctioned_paise',
        'grants.sanctioned_on',
        'grants.reference',
      ])
      .orderBy('grants.sanctioned_on')
      .orderBy('grants.id')
      .execute(),
    db
      .selectFrom('grant_tranches as t')
      .innerJoin('grants', 'grants.id', 't.grant_id')
      .innerJoin('startups', 'startups.id', 'grants.startup_id')
      .select([
        't.id',
        'startups.name',
        'grants.scheme',
        't.title',
        't.disbursed_paise',
        't.disbursed_on',
        't.disbursement_reference',
      ])
      .where('t.state', '=', 'disbursed')
      .orderBy('t.disbursed_on')
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('grant_expenses as e')
      .innerJoin('grants', 'grants.id', 'e.grant_id')
      .innerJoin('startups', 'startups.id', 'grants.startup_id')
      .select(['e.id', 'startups.name', 'grants.scheme', 'e.head', 'e.amount_paise', 'e.spent_on', 'e.note'])
      .orderBy('e.spent_on')
      .orderBy('e.id')
      .execute(),
  ]);
  return {
    sanctions: sanctions.map((g) => ({
      id: g.id,
      startupName: g.name,
      scheme: g.scheme,
      amountPaise: g.sanctioned_paise,
      sanctionedOn: g.sanctioned_on,
      reference: g.reference,
    })),
    disbursements: disbursements.map((d) => ({
      id: d.id,
      startupName: d.name,
      scheme: d.scheme,
      milestone: d.title,
      amountPaise: d.disbursed_paise ?? 0,
      disbursedOn: d.disbursed_on!,
      reference: d.disbursement_reference,
    })),
    spending: spending.map((e) => ({
      id: e.id,
      startupName: e.name,
      scheme: e.scheme,
      head: e.head,
      amountPaise: e.amount_paise,
      spentOn: e.spent_on,
      note: e.note,
    })),
  };
}

/** Everything the figures are counted from; `timeZone` turns each stored instant into the centre's day. */
export async function loadImpactData(db: Executor, timeZone: string): Promise<ImpactData> {
  const [
    events,
    startups,
    fundings,
    applications,
    shortlisted,
    sessions,
    kpiReports,
    internships,
    postApps,
    grants,
  ] = await Promise.all([
    loadEvents(db),
    loadStartups(db, timeZone),
    db
      .selectFrom('startup_fundings')
      .innerJoin('startups', 'startups.id', 'startup_fundings.startup_id')
      .select([
        'startup_fundings.id',
        'startups.name',
        'startup_fundings.source',
        'startup_fundings.amount_paise',
        'startup_fundings.received_on',
        'startup_fundings.investor',
      ])
      .where('startup_fundings.confirmed_at', 'is not', null)
      .orderBy('startup_fundings.received_on')
      .orderBy('startup_fundings.id')
      .execute(),
    db
      .selectFrom('call_applications')
      .innerJoin('calls', 'calls.id', 'call_applications.call_id')
      .select([
        'call_applications.id',
        'calls.title',
        'call_applications.team_name',
        'call_applications.submitted_at',
        'call_applications.decision',
        'call_applications.decided_at',
      ])
      .where('call_applications.status', '=', 'submitted')
      .orderBy('call_applications.submitted_at')
      .orderBy('call_applications.id')
      .execute(),
    db.selectFrom('review_assignments').select('application_id').distinct().execute(),
    db
      .selectFrom('office_hours_bookings as b')
      .innerJoin('office_hours_slots as s', 's.id', 'b.slot_id')
      .innerJoin('users as m', 'm.id', 'b.mentor_id')
      .select(['b.id', 'b.starts_at', 's.ends_at', 'm.full_name as mentor_name', 'b.startup_name'])
      .where('b.status', '=', 'booked')
      .orderBy('b.starts_at')
      .execute(),
    db
      .selectFrom('kpi_reports')
      .innerJoin('startups', 'startups.id', 'kpi_reports.startup_id')
      .select(['kpi_reports.id', 'startups.name', 'kpi_reports.period', 'kpi_reports.updated_at'])
      .orderBy('kpi_reports.updated_at')
      .execute(),
    db
      .selectFrom('internships')
      .select(['id', 'title', 'company', 'created_at'])
      .where('status', '=', 'approved')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('post_applications')
      .select(['id', 'internship_id', 'created_at'])
      .where('internship_id', 'is not', null)
      .orderBy('created_at')
      .execute(),
    loadGrants(db),
  ]);
  const reviewed = new Set(shortlisted.map((row) => row.application_id));
  const internshipList: ImpactInternship[] = internships.map((i) => ({
    id: i.id,
    title: i.title,
    company: i.company,
    postedOn: dayIn(i.created_at, timeZone),
    applications: [],
  }));
  const byInternship = new Map(internshipList.map((i) => [i.id, i]));
  for (const a of postApps)
    byInternship
      .get(a.internship_id!)
      ?.applications.push({ id: a.id, appliedOn: dayIn(a.created_at, timeZone) });
  return {
    events,
    startups,
    fundings: fundings.map((f) => ({
      id: f.id,
      startupName: f.name,
      source: f.source,
      amountPaise: Number(f.amount_paise),
      receivedOn: f.received_on,
      investor: f.investor,
    })),
    applications: applications.map((a): ImpactApplication => ({
      id: a.id,
      callTitle: a.title,
      teamName: a.team_name,
      submittedOn: a.submitted_at ? dayIn(a.submitted_at, timeZone) : null,
      shortlisted: reviewed.has(a.id),
      decision: a.decision,
      decidedOn: a.decided_at ? dayIn(a.decided_at, timeZone) : null,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      startsAt: s.starts_at,
      startsOn: dayIn(s.starts_at, timeZone),
      minutes: Math.round((Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 60_000),
      mentorName: s.mentor_name,
      startupName: s.startup_name,
    })),
    kpiReports: kpiReports.map((r) => ({
      id: r.id,
      startupName: r.name,
      period: r.period,
      reportedOn: dayIn(r.updated_at, timeZone),
    })),
    internships: internshipList,
    grants,
  };
}

// The startup facts ----------------------------------------------------------------------------------

/** The caller's joined place in a startup's team, if any. */
export function findMembership(db: Executor, userId: number, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .select(['id', 'role'])
    .where('user_id', '=', userId)
    .where('startup_id', '=', startupId)
    .where('joined_at', 'is not', null)
    .executeTakeFirst();
}

export function findStartupName(db: Executor, startupId: number) {
  return db.selectFrom('startups').select(['id', 'name']).where('id', '=', startupId).executeTakeFirst();
}

export function findFacts(db: Executor, startupId: number) {
  return db
    .selectFrom('startup_impact_facts')
    .selectAll()
    .where('startup_id', '=', startupId)
    .executeTakeFirst();
}

export function listFundings(db: Executor, startupId: number) {
  return db
    .selectFrom('startup_fundings')
    .selectAll()
    .where('startup_id', '=', startupId)
    .orderBy('received_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countFundings(db: Executor, startupId: number): Promise<number> {
  const row = await db
    .selectFrom('startup_fundings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('startup_id', '=', startupId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a startup's facts (one row per startup, replaced whole). */
export async function upsertFacts(db: Executor, row: NewStartupImpactFactsRow) {
  const { startup_id: _id, ...changes } = row;
  await db
    .insertInto('startup_impact_facts')
    .values(row)
    .onConflict((oc) => oc.column('startup_id').doUpdateSet(changes))
    .execute();
}

export async function insertFunding(db: Executor, row: NewStartupFundingRow): Promise<number> {
  const inserted = await db
    .insertInto('startup_fundings')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteFunding(db: Executor, startupId: number, fundingId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('startup_fundings')
    .where('id', '=', fundingId)
    .where('startup_id', '=', startupId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Confirms the facts and rounds waiting; answers how many rows it confirmed. */
export async function confirmStartup(
  db: Executor,
  startupId: number,
  by: string,
  at: string,
): Promise<number> {
  const facts = await db
    .updateTable('startup_impact_facts')
    .set({ confirmed_at: at, confirmed_by: by })
    .where('startup_id', '=', startupId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  const fundings = await db
    .updateTable('startup_fundings')
    .set({ confirmed_at: at, confirmed_by: by })
    .where('startup_id', '=', startupId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(facts.numUpdatedRows) + Number(fundings.numUpdatedRows);
}

/** Startups with facts or rounds waiting for the centre. */
export async function listWaiting(db: Executor) {
  const [facts, fundings] = await Promise.all([
    db
      .selectFrom('startup_impact_facts')
      .innerJoin('startups', 'startups.id', 'startup_impact_facts.startup_id')
      .selectAll('startup_impact_facts')
      .select('startups.name')
      .execute(),
    db
      .selectFrom('startup_fundings')
      .innerJoin('startups', 'startups.id', 'startup_fundings.startup_id')
      .selectAll('startup_fundings')
      .select('startups.name')
      .where('startup_fundings.confirmed_at', 'is', null)
      .orderBy('startup_fundings.id')
      .execute(),
  ]);
  return { facts, fundings };
}

export function findGender(db: Executor, userId: number) {
  return db.selectFrom('founder_genders').select('gender').where('user_id', '=', userId).executeTakeFirst();
}

export async function saveGender(db: Executor, userId: number, gender: FounderGender | null, at: string) {
  if (gender === null) {
    await db.deleteFrom('founder_genders').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('founder_genders')
    .values({ user_id: userId, gender, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ gender, updated_at: at }))
    .execute();
}

/** The person's own answer and the facts and rounds they entered (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const [genders, facts, fundings] = await Promise.all([
    db.selectFrom('founder_genders').selectAll().where('user_id', '=', subject.id).execute(),
    db.selectFrom('startup_impact_facts').selectAll().where('updated_by', '=', subject.id).execute(),
    db.selectFrom('startup_fundings').selectAll().where('created_by', '=', subject.id).execute(),
  ]);
  return [
    { name: 'founder-gender', rows: genders },
    { name: 'startup-impact-facts', rows: facts },
    { name: 'startup-fundings', rows: fundings },
  ];
}
