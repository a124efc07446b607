import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, type EventCategory } from '#common/events-constants';
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

export const startupsAdmitted: FigureDefinition = {
  key: 'startupsAdmitted',
  label: 'Startups incubated (admitted)',
  unit: 'count',
  method:
    "Startups whose cohort's first day falls in the period; an alumnus entered without a cohort counts on the day it was entered.",
  columns: STARTUP_COLUMNS,
  compute: (data, period) => {
    const rows = startupsAdmittedIn(data, period).map(startupRow);
    return { value: rows.length, rows };
  },
};

export const startupsSupported: FigureDefinition = {
  key: 'startupsSupported',
  label: 'Startups supported',
  unit: 'count',
  method:
    'Startups whose cohort ran on at least one day of the period (first day on or before its end, last day on or after its start).',
  columns: [...STARTUP_COLUMNS, 'Cohort ends on'],
  compute: (data, period) => {
    const rows = data.startups
      .filter(
        (s) =>
          s.cohortStartsOn !== null &&
          s.cohortEndsOn !== null &&
          s.cohortStartsOn <= period.to &&
          s.cohortEndsOn >= period.from,
      )
      .map((s) => [...startupRow(s), s.cohortEndsOn!]);
    return { value: rows.length, rows };
  },
};

export const womenLedStartups: FigureDefinition = {
  key: 'womenLedStartups',
  label: 'Startups with a woman founder',
  unit: 'count',
  method:
    'Startups admitted in the period with at least one founder who described herself as a woman (self-declared and optional: a founder who did not answer is not counted).',
  columns: [...STARTUP_COLUMNS, 'Women founders'],
  compute: (data, period) => {
    const rows = startupsAdmittedIn(data, period)
      .filter((s) => s.womenFounders > 0)
      .map((s) => [...startupRow(s), s.womenFounders]);
    return { value: rows.length, rows };
  },
};

export const portfolioStartups: FigureDefinition = {
  key: 'portfolioStartups',
  label: 'Startups in the public portfolio',
  unit: 'count',
  dated: false,
  method: 'Startups whose profile is published on /startups now (home’s Startups counter).',
  columns: STARTUP_COLUMNS,
  compute: (data) => {
    const rows = data.startups.filter((s) => s.published).map(startupRow);
    return { value: rows.length, rows };
  },
};

function factDated(
  key: string,
  label: string,
  fact: 'incorporatedOn' | 'dpiitRecognisedOn',
  what: string,
): FigureDefinition {
  return {
    key,
    label,
    unit: 'count',
    method: `Startups whose ${what} date, as confirmed by the centre, falls in the period.`,
    columns: ['Startup', 'Sector', what.charAt(0).toUpperCase() + what.slice(1)],
    compute: (data, period) => {
      const rows = data.startups
        .filter((s) => within(s.facts?.[fact] ?? null, period))
        .map((s) => [s.name, s.sector, s.facts![fact]!]);
      return { value: rows.length, rows };
    },
  };
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
  return {
    key,
    label,
    unit: 'count',
    dated: false,
    method: `The ${what} the founders last reported and the centre confirmed, added up over the startups with the centre by the period's end (a figure as of now, not dated).`,
    columns: ['Startup', 'Sector', label],
    compute: (data, period) => {
      const rows = startupsBy(data, period)
        .filter((s) => (s.facts?.[fact] ?? 0) > 0)
        .map((s) => [s.name, s.sector, s.facts![fact]]);
      return { value: rows.reduce((sum, row) => sum + (row[2] as number), 0), rows };
    },
  };
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

export const startupsWithRevenue: FigureDefinition = {
  key: 'startupsWithRevenue',
  label: 'Startups earning revenue',
  unit: 'count',
  dated: false,
  method:
    "Startups with the centre by the period's end whose confirmed revenue band is above “No revenue yet” (as of now).",
  columns: ['Startup', 'Sector', 'Revenue band'],
  compute: (data, period) => {
    const rows = startupsBy(data, period)
      .filter((s) => s.facts && s.facts.revenueBand !== 'not_told' && s.facts.revenueBand !== 'pre_revenue')
      .map((s) => [s.name, s.sector, REVENUE_BAND_LABELS[s.facts!.revenueBand]]);
    return { value: rows.length, rows };
  },
};

// Funding -----------------------------------------------------------------------------------------

const FUNDING_COLUMNS = ['Startup', 'Source', 'Investor', 'Received on', 'Amount (₹)'];
const fundingRow = (f: ImpactFunding): Cell[] => [
  f.startupName,
  FUNDING_SOURCE_LABELS[f.source],
  f.investor,
  f.receivedOn,
  formatPaise(f.amountPaise),
];

function fundsOf(key: string, label: string, source: FundingSource | null): FigureDefinition {
  return {
    key,
    label,
    unit: 'paise',
    method: `${source ? `${FUNDING_SOURCE_LABELS[source]} rounds` : 'Rounds of any source (grant, equity, debt)'} received in the period, as confirmed by the centre, added up in paise and shown in whole rupees.`,
    columns: FUNDING_COLUMNS,
    compute: (data, period) => {
      const rounds = data.fundings.filter(
        (f) => (source === null || f.source === source) && within(f.receivedOn, period),
      );
      return { value: rounds.reduce((sum, f) => sum + f.amountPaise, 0), rows: rounds.map(fundingRow) };
    },
  };
}

export const fundsRaised = fundsOf('fundsRaised', 'Funds raised', null);
export const fundsGrant = fundsOf('fundsGrant', 'Funds raised as grants', 'grant');
export const fundsEquity = fundsOf('fundsEquity', 'Funds raised as equity', 'equity');
export const fundsDebt = fundsOf('fundsDebt', 'Funds raised as debt', 'debt');

export const fundingRounds: FigureDefinition = {
  key: 'fundingRounds',
  label: 'Funding rounds',
  unit: 'count',
  method: 'Confirmed rounds of any source received in the period.',
  columns: FUNDING_COLUMNS,
  compute: (data, period) => {
    const rows = data.fundings.filter((f) => within(f.receivedOn, period)).map(fundingRow);
    return { value: rows.length, rows };
  },
};

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

export const eventsHeld: FigureDefinition = {
  key: 'eventsHeld',
  label: 'Events held',
  unit: 'count',
  method:
    "Events whose last day falls in the period and is over in the centre's time zone (home’s Events held counter).",
  columns: EVENT_COLUMNS,
  compute: (data, period) => {
    const rows = heldIn(data, period).map(eventRow);
    return { value: rows.length, rows };
  },
};

/** Events held of one kind (the IIC report counts activities by kind). */
export const eventsHeldOfKind: Record<EventCategory, FigureDefinition> = Object.fromEntries(
  EVENT_CATEGORIES.map((category) => [
    category,
    {
      key: `eventsHeld.${category}`,
      label: `Events held: ${EVENT_CATEGORY_LABELS[category]}`,
      unit: 'count',
      method: `Events held (as above) of the kind ${EVENT_CATEGORY_LABELS[category]}.`,
      columns: EVENT_COLUMNS,
      compute: (data: ImpactData, period: Period) => {
        const rows = heldIn(data, period)
          .filter((e) => e.category === category)
          .map(eventRow);
        return { value: rows.length, rows };
      },
    } satisfies FigureDefinition,
  ]),
) as Record<EventCategory, FigureDefinition>;

export const participants: FigureDefinition = {
  key: 'participants',
  label: 'Participants checked in',
  unit: 'count',
  method:
    'People checked in at the door of the events held in the period (site registrations with a check-in); events that register elsewhere count none.',
  columns: EVENT_COLUMNS,
  compute: (data, period) => {
    const events = heldIn(data, period).filter((e) => e.checkIns > 0);
    return { value: events.reduce((sum, e) => sum + e.checkIns, 0), rows: events.map(eventRow) };
  },
};

// Calls ---------------------------------------------------------------------------------------------

const APPLICATION_COLUMNS = ['Call', 'Team', 'Submitted on', 'Decision', 'Decided on'];
const applicationRow = (a: ImpactApplication): Cell[] => [
  a.callTitle,
  a.teamName,
  a.submittedOn ?? '',
  a.decision ?? '',
  a.decidedOn ?? '',
];

export const applicationsReceived: FigureDefinition = {
  key: 'applicationsReceived',
  label: 'Programme applications received',
  unit: 'count',
  method: "Applications to the centre's calls submitted in the period (drafts are not counted).",
  columns: APPLICATION_COLUMNS,
  compute: (data, period) => {
    const rows = data.applications.filter((a) => within(a.submittedOn, period)).map(applicationRow);
    return { value: rows.length, rows };
  },
};

export const applicationsShortlisted: FigureDefinition = {
  key: 'applicationsShortlisted',
  label: 'Applications shortlisted',
  unit: 'count',
  method: 'Applications submitted in the period that were assigned to at least one reviewer.',
  columns: APPLICATION_COLUMNS,
  compute: (data, period) => {
    const rows = data.applications
      .filter((a) => a.shortlisted && within(a.submittedOn, period))
      .map(applicationRow);
    return { value: rows.length, rows };
  },
};

export const applicationsSelected: FigureDefinition = {
  key: 'applicationsSelected',
  label: 'Applications selected',
  unit: 'count',
  method: 'Applications accepted by a decision made in the period.',
  columns: APPLICATION_COLUMNS,
  compute: (data, period) => {
    const rows = data.applications
      .filter((a) => a.decision === 'accepted' && within(a.decidedOn, period))
      .map(applicationRow);
    return { value: rows.length, rows };
  },
};

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

export const mentoringSessions: FigureDefinition = {
  key: 'mentoringSessions',
  label: 'Mentoring sessions',
  unit: 'count',
  method:
    "Office-hours sessions booked and not cancelled whose day falls in the period and is over in the centre's zone.",
  columns: SESSION_COLUMNS,
  compute: (data, period) => {
    const rows = heldSessions(data, period).map(sessionRow);
    return { value: rows.length, rows };
  },
};

export const mentoringMinutes: FigureDefinition = {
  key: 'mentoringMinutes',
  label: 'Mentoring hours',
  unit: 'minutes',
  method: 'The length of those sessions (their slots) added up, shown in hours.',
  columns: SESSION_COLUMNS,
  compute: (data, period) => {
    const sessions = heldSessions(data, period);
    return { value: sessions.reduce((sum, s) => sum + s.minutes, 0), rows: sessions.map(sessionRow) };
  },
};

export const kpiReportsReceived: FigureDefinition = {
  key: 'kpiReportsReceived',
  label: 'KPI reports received',
  unit: 'count',
  method: 'Startups’ periodic KPI reports last sent in the period (one per startup and reporting period).',
  columns: ['Startup', 'Reporting period', 'Sent on'],
  compute: (data, period) => {
    const rows = data.kpiReports
      .filter((r) => within(r.reportedOn, period))
      .map((r): Cell[] => [r.startupName, r.period, r.reportedOn]);
    return { value: rows.length, rows };
  },
};

// Internships -------------------------------------------------------------------------------------------

export const internshipsPosted: FigureDefinition = {
  key: 'internshipsPosted',
  label: 'Internships offered',
  unit: 'count',
  method: 'Internships approved for the site and posted in the period.',
  columns: ['Internship', 'Company', 'Posted on', 'Applications on the site'],
  compute: (data, period) => {
    const rows = data.internships
      .filter((i) => within(i.postedOn, period))
      .map((i): Cell[] => [i.title, i.company, i.postedOn, i.applications.length]);
    return { value: rows.length, rows };
  },
};

export const internshipApplications: FigureDefinition = {
  key: 'internshipApplications',
  label: 'Internship applications',
  unit: 'count',
  method: 'Applications sent through the site in the period to approved internships.',
  columns: ['Internship', 'Company', 'Applied on'],
  compute: (data, period) => {
    const rows = data.internships.flatMap((i) =>
      i.applications
        .filter((a) => within(a.appliedOn, period))
        .map((a): Cell[] => [i.title, i.company, a.appliedOn]),
    );
    return { value: rows.length, rows };
  },
};

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
