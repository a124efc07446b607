import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, type EventCategory } from '#common/events-constants';
import {
  EXPENSE_HEAD_LABELS,
  GRANT_SCHEMES,
  GRANT_SCHEME_LABELS,
  formatPaise as exactRupees,
  type ExpenseHead,
  type GrantScheme,
} from '#common/grants-constants';
import {
  FUNDING_SOURCE_LABELS,
  REVENUE_BAND_LABELS,
  formatHours,
  formatPaise,
  type FigureUnit,
  type FundingSource,
  type RevenueBand,
} from '#common/impact-constants';

/**
 * The impact figures, one function per definition (docs/product.md#impact-reports): each takes the records
 * (already read from the database, every date a day in the centre's time zone) and a period of days, and
 * answers the figure and the records behind it. The report packs, their downloads, the public /impact page
 * and home's counters all call these, so a figure is the same whichever path shows it.
 */

/** A period of days in the centre's zone, both ends included; `today` is the centre's date now. */
export interface Period {
  from: string;
  to: string;
  today: string;
}

export interface ImpactEvent {
  id: number;
  name: string;
  category: EventCategory;
  startDate: string;
  endDate: string;
  checkIns: number;
}
export interface ImpactApplication {
  id: number;
  callTitle: string;
  teamName: string;
  /** The centre's day it was submitted; null for a draft. */
  submittedOn: string | null;
  shortlisted: boolean;
  decision: 'accepted' | 'waitlisted' | 'declined' | null;
  decidedOn: string | null;
}
export interface ImpactFacts {
  incorporatedOn: string | null;
  dpiitRecognisedOn: string | null;
  jobsCreated: number;
  revenueBand: RevenueBand;
  ipFiled: number;
  ipGranted: number;
}
export interface ImpactStartup {
  id: number;
  name: string;
  sector: string;
  stage: string;
  published: boolean;
  /** The cohort's first and last day; null for an alumnus entered without a cohort. */
  cohortName: string;
  cohortStartsOn: string | null;
  cohortEndsOn: string | null;
  /** The centre's day the startup was entered. */
  enteredOn: string;
  /** Founders who said they are women. */
  womenFounders: number;
  /** The confirmed facts; null when none are confirmed. */
  facts: ImpactFacts | null;
}
export interface ImpactFunding {
  id: number;
  startupName: string;
  source: FundingSource;
  amountPaise: number;
  receivedOn: string;
  investor: string;
}
export interface ImpactSession {
  id: number;
  startsOn: string;
  startsAt: string;
  minutes: number;
  mentorName: string;
  startupName: string;
}
export interface ImpactKpiReport {
  id: number;
  startupName: string;
  period: string;
  reportedOn: string;
}
/** A grant the centre sanctioned (docs/product.md#seed-grants). */
export interface ImpactGrantSanction {
  id: number;
  startupName: string;
  scheme: GrantScheme;
  amountPaise: number;
  sanctionedOn: string;
  reference: string;
}
/** A tranche the centre disbursed. */
export interface ImpactGrantDisbursement {
  id: number;
  startupName: string;
  scheme: GrantScheme;
  milestone: string;
  amountPaise: number;
  disbursedOn: string;
  reference: string;
}
/** Spending a startup recorded against its grant. */
export interface ImpactGrantSpending {
  id: number;
  startupName: string;
  scheme: GrantScheme;
  head: ExpenseHead;
  amountPaise: number;
  spentOn: string;
  note: string;
}
export interface ImpactInternship {
  id: number;
  title: string;
  company: string;
  postedOn: string;
  applications: { id: number; appliedOn: string }[];
}

/** Everything the figures are counted from. */
export interface ImpactData {
  events: ImpactEvent[];
  applications: ImpactApplication[];
  startups: ImpactStartup[];
  /** Confirmed rounds only. */
  fundings: ImpactFunding[];
  sessions: ImpactSession[];
  kpiReports: ImpactKpiReport[];
  internships: ImpactInternship[];
  grants: {
    sanctions: ImpactGrantSanction[];
    disbursements: ImpactGrantDisbursement[];
    spending: ImpactGrantSpending[];
  };
}

export type Cell = string | number;
export interface FigureResult {
  value: number;
  rows: Cell[][];
}
export interface FigureDefinition {
  key: string;
  label: string;
  unit: FigureUnit;
  /** How it is counted, in a sentence (the methods sheet, the public page's note). */
  method: string;
  /** False for a figure as of now (jobs, IP, revenue): it has no per-year history. */
  dated?: false;
  columns: string[];
  compute: (data: ImpactData, period: Period) => FigureResult;
}

const within = (day: string | null, period: Period) => day !== null && day >= period.from && day <= period.to;

type Described = Omit<FigureDefinition, 'compute'>;

/** A figure that counts the records it lists. */
function counted(
  figure: Described,
  rowsOf: (data: ImpactData, period: Period) => Cell[][],
): FigureDefinition {
  return {
    ...figure,
    compute: (data, period) => {
      const rows = rowsOf(data, period);
      return { value: rows.length, rows };
    },
  };
}

/** A figure that adds up one amount of each record it lists. */
function summed<T>(
  figure: Described,
  recordsOf: (data: ImpactData, period: Period) => T[],
  amount: (record: T) => number,
  row: (record: T) => Cell[],
): FigureDefinition {
  return {
    ...figure,
    compute: (data, period) => {
      const records = recordsOf(data, period);
      return { value: records.reduce((sum, r) => sum + amount(r), 0), rows: records.map(row) };
    },
  };
}

// Startups --------------------------------------------------------------------------------------

/** The day a startup joined the centre: its cohort's first day, or the day an alumnus was entered. */
const joinedOn = (startup: ImpactStartup) => startup.cohortStartsOn ?? startup.enteredOn;
const startupRow = (s: ImpactStartup): Cell[] => [s.name, s.sector, s.stage, s.cohortName, joinedOn(s)];
const STARTUP_COLUMNS = ['Startup', 'Sector', 'Stage', 'Cohort', 'Joined on'];

function startupsAdmittedIn(data: ImpactData, period: Period) {
  return data.startups.filter((s) => within(joinedOn(s), period));
}
/** Startups with the centre by the period's end: the base of the as-of-now facts. */
function startupsBy(data: ImpactData, period: Period) {
  return data.startups.filter((s) => joinedOn(s) <= period.to);
}

export const startupsAdmitted = counted(
  {
    key: 'startupsAdmitted',
    label: 'Startups incubated (admitted)',
    unit: 'count',
    method:
      "Startups whose cohort's first day falls in the period; an alumnus entered without a cohort counts on the day it was entered.",
    columns: STARTUP_COLUMNS,
  },
  (data, period) => startupsAdmittedIn(data, period).map(startupRow),
);

export const startupsSupported = counted(
  {
    key: 'startupsSupported',
    label: 'Startups supported',
    unit: 'count',
    method:
      'Startups whose cohort ran on at least one day of the period (first day on or before its end, last day on or after its start).',
    columns: [...STARTUP_COLUMNS, 'Cohort ends on'],
  },
  (data, period) =>
    data.startups
      .filter(
        (s) =>
          s.cohortStartsOn !== null &&
          s.cohortEndsOn !== null &&
          s.cohortStartsOn <= period.to &&
          s.cohortEndsOn >= period.from,
      )
      .map((s) => [...startupRow(s), s.cohortEndsOn!]),
);

export const womenLedStartups = counted(
  {
    key: 'womenLedStartups',
    label: 'Startups with a woman founder',
    unit: 'count',
    method:
      'Startups admitted in the period with at least one founder who described herself as a woman (self-declared and optional: a founder who did not answer is not counted).',
    columns: [...STARTUP_COLUMNS, 'Women founders'],
  },
  (data, period) =>
    startupsAdmittedIn(data, period)
      .filter((s) => s.womenFounders > 0)
      .map((s) => [...startupRow(s), s.womenFounders]),
);

export const portfolioStartups = counted(
  {
    key: 'portfolioStartups',
    label: 'Startups in the public portfolio',
    unit: 'count',
    dated: false,
    method: 'Startups whose profile is published on /startups now (home’s Startups counter).',
    columns: STARTUP_COLUMNS,
  },
  (data) => data.startups.filter((s) => s.published).map(startupRow),
);

function factDated(
  key: string,
  label: string,
  fact: 'incorporatedOn' | 'dpiitRecognisedOn',
  what: string,
): FigureDefinition {
  return counted(
    {
      key,
      label,
      unit: 'count',
      method: `Startups whose ${what} date, as confirmed by the centre, falls in the period.`,
      columns: ['Startup', 'Sector', what.charAt(0).toUpperCase() + what.slice(1)],
    },
    (data, period) =>
      data.startups
        .filter((s) => within(s.facts?.[fact] ?? null, period))
        .map((s) => [s.name, s.sector, s.facts![fact]!]),
  );
}

export const startupsIncorporated = factDated(
  'startupsIncorporated',
  'Startups incorporated',
  'incorporatedOn',
  'incorporation',
);
export const dpiitRecognised = factDated(
  'dpiitRecognised',
  'Startups recognised by DPIIT',
  'dpiitRecognisedOn',
  'DPIIT recognition',
);

function factSum(
  key: string,
  label: string,
  fact: 'jobsCreated' | 'ipFiled' | 'ipGranted',
  what: string,
): FigureDefinition {
  return summed(
    {
      key,
      label,
      unit: 'count',
      dated: false,
      method: `The ${what} the founders last reported and the centre confirmed, added up over the startups with the centre by the period's end (a figure as of now, not dated).`,
      columns: ['Startup', 'Sector', label],
    },
    (data, period) => startupsBy(data, period).filter((s) => (s.facts?.[fact] ?? 0) > 0),
    (s) => s.facts![fact],
    (s) => [s.name, s.sector, s.facts![fact]],
  );
}

export const jobsCreated = factSum('jobsCreated', 'Jobs created', 'jobsCreated', 'jobs');
export const ipFiled = factSum(
  'ipFiled',
  'IP applications filed',
  'ipFiled',
  'patents, designs and trademarks filed',
);
export const ipGranted = factSum(
  'ipGranted',
  'IP granted',
  'ipGranted',
  'patents, designs and trademarks granted',
);

export const startupsWithRevenue = counted(
  {
    key: 'startupsWithRevenue',
    label: 'Startups earning revenue',
    unit: 'count',
    dated: false,
    method:
      "Startups with the centre by the period's end whose confirmed revenue band is above “No revenue yet” (as of now).",
    columns: ['Startup', 'Sector', 'Revenue band'],
  },
  (data, period) =>
    startupsBy(data, period)
      .filter((s) => s.facts && s.facts.revenueBand !== 'not_told' && s.facts.revenueBand !== 'pre_revenue')
      .map((s) => [s.name, s.sector, REVENUE_BAND_LABELS[s.facts!.revenueBand]]),
);

// Funding -----------------------------------------------------------------------------------------

const FUNDING_COLUMNS = ['Startup', 'Source', 'Investor', 'Received on', 'Amount (₹)'];
const fundingRow = (f: ImpactFunding): Cell[] => [
  f.startupName,
  FUNDING_SOURCE_LABELS[f.source],
  f.investor,
  f.receivedOn,
  formatPaise(f.amountPaise),
];
const roundsIn = (fundings: readonly ImpactFunding[], period: Period, source: FundingSource | null) =>
  fundings.filter((f) => (source === null || f.source === source) && within(f.receivedOn, period));

function fundsOf(key: string, label: string, source: FundingSource | null): FigureDefinition {
  return summed(
    {
      key,
      label,
      unit: 'paise',
      method: `${source ? `${FUNDING_SOURCE_LABELS[source]} rounds` : 'Rounds of any source (grant, equity, debt)'} the founders reported as received in the period, as confirmed by the centre, added up in paise and shown in whole rupees.`,
      columns: FUNDING_COLUMNS,
    },
    (data, period) => roundsIn(data.fundings, period, source),
    (f) => f.amountPaise,
    fundingRow,
  );
}

export const fundsRaised = fundsOf('fundsRaised', 'Funds raised', null);
export const fundsGrant = fundsOf('fundsGrant', 'Funds raised as grants', 'grant');
export const fundsEquity = fundsOf('fundsEquity', 'Funds raised as equity', 'equity');
export const fundsDebt = fundsOf('fundsDebt', 'Funds raised as debt', 'debt');

export const fundingRounds = counted(
  {
    key: 'fundingRounds',
    label: 'Funding rounds',
    unit: 'count',
    method: 'Confirmed rounds of any source received in the period.',
    columns: FUNDING_COLUMNS,
  },
  (data, period) => roundsIn(data.fundings, period, null).map(fundingRow),
);

// One startup's outcomes, as the portfolio shows them ---------------------------------------------------

/** A startup's jobs and funds raised on its card and page; null where nothing is confirmed. */
export interface StartupOutcome {
  jobs: number | null;
  fundsRaisedPaise: number | null;
}

/**
 * One startup's jobs and funds raised to date (docs/product.md#impact-reports): its confirmed jobs and its
 * confirmed rounds — the very values Jobs created and Funds raised add up over the startups, so the portfolio's
 * cards add up to /impact. A round is never dated after the centre's today (the form refuses it), so every
 * confirmed round is received by now.
 */
export function startupOutcome(facts: ImpactFacts | null, rounds: readonly ImpactFunding[]): StartupOutcome {
  const received = roundsIn(rounds, { from: '0001-01-01', to: '9999-12-31', today: '9999-12-31' }, null);
  return {
    jobs: facts === null ? null : facts.jobsCreated,
    fundsRaisedPaise: received.length === 0 ? null : received.reduce((sum, f) => sum + f.amountPaise, 0),
  };
}

// Seed grants paid by the centre --------------------------------------------------------------------

/**
 * The grants the centre itself pays by milestone (docs/product.md#seed-grants), from their records: each of the
 * three is what happened in the period, so a quarter's utilisation may spend money disbursed before it.
 */
const SANCTION_COLUMNS = ['Startup', 'Scheme', 'Sanctioned on', 'Sanction reference', 'Amount (₹)'];
const DISBURSEMENT_COLUMNS = ['Startup', 'Scheme', 'Milestone', 'Disbursed on', 'Reference', 'Amount (₹)'];
// Grant records show rupees to the paisa, as the grant's screens and certificate do.
const SPENDING_COLUMNS = ['Startup', 'Scheme', 'Spent on', 'Head of expenditure', 'Note', 'Amount (₹)'];

const ofScheme = <T extends { scheme: GrantScheme }>(rows: T[], scheme: GrantScheme | null) =>
  scheme === null ? rows : rows.filter((row) => row.scheme === scheme);
const inScheme = (scheme: GrantScheme | null) => (scheme ? ` under the ${GRANT_SCHEME_LABELS[scheme]}` : '');
const schemeKey = (key: string, scheme: GrantScheme | null) => (scheme ? `${key}.${scheme}` : key);
const schemeLabel = (label: string, scheme: GrantScheme | null) =>
  scheme ? `${label}: ${GRANT_SCHEME_LABELS[scheme]}` : label;

const sanctionsIn = (data: ImpactData, period: Period, scheme: GrantScheme | null) =>
  ofScheme(data.grants.sanctions, scheme).filter((g) => within(g.sanctionedOn, period));
const sanctionRow = (g: ImpactGrantSanction): Cell[] => [
  g.startupName,
  GRANT_SCHEME_LABELS[g.scheme],
  g.sanctionedOn,
  g.reference,
  exactRupees(g.amountPaise),
];

function grantsSanctionedOf(scheme: GrantScheme | null): FigureDefinition {
  return counted(
    {
      key: schemeKey('grantsSanctioned', scheme),
      label: schemeLabel('Seed grants sanctioned', scheme),
      unit: 'count',
      method: `Grants the centre sanctioned${inScheme(scheme)} with a sanction date in the period.`,
      columns: SANCTION_COLUMNS,
    },
    (data, period) => sanctionsIn(data, period, scheme).map(sanctionRow),
  );
}

function grantAmountSanctionedOf(scheme: GrantScheme | null): FigureDefinition {
  return summed(
    {
      key: schemeKey('grantAmountSanctioned', scheme),
      label: schemeLabel('Seed grant amount sanctioned', scheme),
      unit: 'paise',
      method: `The sanctioned amounts of the grants${inScheme(scheme)} sanctioned in the period, added up in paise.`,
      columns: SANCTION_COLUMNS,
    },
    (data, period) => sanctionsIn(data, period, scheme),
    (g) => g.amountPaise,
    sanctionRow,
  );
}

function grantAmountDisbursedOf(scheme: GrantScheme | null): FigureDefinition {
  return summed(
    {
      key: schemeKey('grantAmountDisbursed', scheme),
      label: schemeLabel('Seed grant amount disbursed', scheme),
      unit: 'paise',
      method: `Tranches of the grants${inScheme(scheme)} paid after their milestone's evidence was approved, by the date of the disbursement the centre recorded, added up in paise.`,
      columns: DISBURSEMENT_COLUMNS,
    },
    (data, period) =>
      ofScheme(data.grants.disbursements, scheme).filter((d) => within(d.disbursedOn, period)),
    (d) => d.amountPaise,
    (d) => [
      d.startupName,
      GRANT_SCHEME_LABELS[d.scheme],
      d.milestone,
      d.disbursedOn,
      d.reference,
      exactRupees(d.amountPaise),
    ],
  );
}

function grantAmountUtilisedOf(scheme: GrantScheme | null): FigureDefinition {
  return summed(
    {
      key: schemeKey('grantAmountUtilised', scheme),
      label: schemeLabel('Seed grant amount utilised', scheme),
      unit: 'paise',
      method: `Spending the founders recorded against the grants${inScheme(scheme)}, by the day it was spent, added up in paise; it is what the utilisation certificates certify (never more than was disbursed).`,
      columns: SPENDING_COLUMNS,
    },
    (data, period) => ofScheme(data.grants.spending, scheme).filter((e) => within(e.spentOn, period)),
    (e) => e.amountPaise,
    (e) => [
      e.startupName,
      GRANT_SCHEME_LABELS[e.scheme],
      e.spentOn,
      EXPENSE_HEAD_LABELS[e.head],
      e.note,
      exactRupees(e.amountPaise),
    ],
  );
}

/** The four grant figures, over every scheme (null) or one. */
export function grantFigures(scheme: GrantScheme | null): FigureDefinition[] {
  return [
    grantsSanctionedOf(scheme),
    grantAmountSanctionedOf(scheme),
    grantAmountDisbursedOf(scheme),
    grantAmountUtilisedOf(scheme),
  ];
}

export const [grantsSanctioned, grantAmountSanctioned, grantAmountDisbursed, grantAmountUtilised] =
  grantFigures(null) as [FigureDefinition, FigureDefinition, FigureDefinition, FigureDefinition];
/** The same per scheme (a funder asks for its own scheme's figures). */
export const grantFiguresOfScheme = Object.fromEntries(
  GRANT_SCHEMES.map((scheme) => [scheme, grantFigures(scheme)]),
) as Record<GrantScheme, FigureDefinition[]>;

// Events --------------------------------------------------------------------------------------------

/** An event is held once its last day is over in the centre's zone, and counts in the period of that day. */
const heldIn = (data: ImpactData, period: Period) =>
  data.events.filter((e) => within(e.endDate, period) && e.endDate < period.today);
const EVENT_COLUMNS = ['Event', 'Kind', 'First day', 'Last day', 'Checked in'];
const eventRow = (e: ImpactEvent): Cell[] => [
  e.name,
  EVENT_CATEGORY_LABELS[e.category],
  e.startDate,
  e.endDate,
  e.checkIns,
];

export const eventsHeld = counted(
  {
    key: 'eventsHeld',
    label: 'Events held',
    unit: 'count',
    method:
      "Events whose last day falls in the period and is over in the centre's time zone (home’s Events held counter).",
    columns: EVENT_COLUMNS,
  },
  (data, period) => heldIn(data, period).map(eventRow),
);

/** Events held of one kind (the IIC report counts activities by kind). */
export const eventsHeldOfKind = Object.fromEntries(
  EVENT_CATEGORIES.map((category) => [
    category,
    counted(
      {
        key: `eventsHeld.${category}`,
        label: `Events held: ${EVENT_CATEGORY_LABELS[category]}`,
        unit: 'count',
        method: `Events held (as above) of the kind ${EVENT_CATEGORY_LABELS[category]}.`,
        columns: EVENT_COLUMNS,
      },
      (data, period) =>
        heldIn(data, period)
          .filter((e) => e.category === category)
          .map(eventRow),
    ),
  ]),
) as Record<EventCategory, FigureDefinition>;

export const participants = summed(
  {
    key: 'participants',
    label: 'Participants checked in',
    unit: 'count',
    method:
      'People checked in at the door of the events held in the period (site registrations with a check-in); events that register elsewhere count none.',
    columns: EVENT_COLUMNS,
  },
  (data, period) => heldIn(data, period).filter((e) => e.checkIns > 0),
  (e) => e.checkIns,
  eventRow,
);

// Calls ---------------------------------------------------------------------------------------------

const APPLICATION_COLUMNS = ['Call', 'Team', 'Submitted on', 'Decision', 'Decided on'];
const applicationRow = (a: ImpactApplication): Cell[] => [
  a.callTitle,
  a.teamName,
  a.submittedOn ?? '',
  a.decision ?? '',
  a.decidedOn ?? '',
];

function applicationsWhere(
  figure: Described,
  keep: (a: ImpactApplication, period: Period) => boolean,
): FigureDefinition {
  return counted(figure, (data, period) =>
    data.applications.filter((a) => keep(a, period)).map(applicationRow),
  );
}

export const applicationsReceived = applicationsWhere(
  {
    key: 'applicationsReceived',
    label: 'Programme applications received',
    unit: 'count',
    method: "Applications to the centre's calls submitted in the period (drafts are not counted).",
    columns: APPLICATION_COLUMNS,
  },
  (a, period) => within(a.submittedOn, period),
);

export const applicationsShortlisted = applicationsWhere(
  {
    key: 'applicationsShortlisted',
    label: 'Applications shortlisted',
    unit: 'count',
    method: 'Applications submitted in the period that were assigned to at least one reviewer.',
    columns: APPLICATION_COLUMNS,
  },
  (a, period) => a.shortlisted && within(a.submittedOn, period),
);

export const applicationsSelected = applicationsWhere(
  {
    key: 'applicationsSelected',
    label: 'Applications selected',
    unit: 'count',
    method: 'Applications accepted by a decision made in the period.',
    columns: APPLICATION_COLUMNS,
  },
  (a, period) => a.decision === 'accepted' && within(a.decidedOn, period),
);

// Mentoring and reporting ------------------------------------------------------------------------------

const heldSessions = (data: ImpactData, period: Period) =>
  data.sessions.filter((s) => within(s.startsOn, period) && s.startsOn < period.today);
const SESSION_COLUMNS = ['Day', 'Mentor', 'Startup', 'Hours'];
const sessionRow = (s: ImpactSession): Cell[] => [
  s.startsOn,
  s.mentorName,
  s.startupName,
  formatHours(s.minutes),
];

export const mentoringSessions = counted(
  {
    key: 'mentoringSessions',
    label: 'Mentoring sessions',
    unit: 'count',
    method:
      "Office-hours sessions booked and not cancelled whose day falls in the period and is over in the centre's zone.",
    columns: SESSION_COLUMNS,
  },
  (data, period) => heldSessions(data, period).map(sessionRow),
);

export const mentoringMinutes = summed(
  {
    key: 'mentoringMinutes',
    label: 'Mentoring hours',
    unit: 'minutes',
    method: 'The length of those sessions (their slots) added up, shown in hours.',
    columns: SESSION_COLUMNS,
  },
  heldSessions,
  (s) => s.minutes,
  sessionRow,
);

export const kpiReportsReceived = counted(
  {
    key: 'kpiReportsReceived',
    label: 'KPI reports received',
    unit: 'count',
    method: 'Startups’ periodic KPI reports last sent in the period (one per startup and reporting period).',
    columns: ['Startup', 'Reporting period', 'Sent on'],
  },
  (data, period) =>
    data.kpiReports
      .filter((r) => within(r.reportedOn, period))
      .map((r): Cell[] => [r.startupName, r.period, r.reportedOn]),
);

// Internships -------------------------------------------------------------------------------------------

export const internshipsPosted = counted(
  {
    key: 'internshipsPosted',
    label: 'Internships offered',
    unit: 'count',
    method: 'Internships approved for the site and posted in the period.',
    columns: ['Internship', 'Company', 'Posted on', 'Applications on the site'],
  },
  (data, period) =>
    data.internships
      .filter((i) => within(i.postedOn, period))
      .map((i): Cell[] => [i.title, i.company, i.postedOn, i.applications.length]),
);

export const internshipApplications = counted(
  {
    key: 'internshipApplications',
    label: 'Internship applications',
    unit: 'count',
    method: 'Applications sent through the site in the period to approved internships.',
    columns: ['Internship', 'Company', 'Applied on'],
  },
  (data, period) =>
    data.internships.flatMap((i) =>
      i.applications
        .filter((a) => within(a.appliedOn, period))
        .map((a): Cell[] => [i.title, i.company, a.appliedOn]),
    ),
);

/** Every definition by key. */
export const FIGURES: Record<string, FigureDefinition> = Object.fromEntries(
  [
    startupsAdmitted,
    startupsSupported,
    womenLedStartups,
    portfolioStartups,
    startupsIncorporated,
    dpiitRecognised,
    jobsCreated,
    ipFiled,
    ipGranted,
    startupsWithRevenue,
    fundsRaised,
    fundsGrant,
    fundsEquity,
    fundsDebt,
    fundingRounds,
    ...grantFigures(null),
    ...Object.values(grantFiguresOfScheme).flat(),
    eventsHeld,
    ...Object.values(eventsHeldOfKind),
    participants,
    applicationsReceived,
    applicationsShortlisted,
    applicationsSelected,
    mentoringSessions,
    mentoringMinutes,
    kpiReportsReceived,
    internshipsPosted,
    internshipApplications,
  ].map((figure) => [figure.key, figure]),
);
