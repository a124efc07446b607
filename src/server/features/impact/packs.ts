import { EVENT_CATEGORIES } from '#common/events-constants';
import { GRANT_SCHEMES, GRANT_SCHEME_LABELS } from '#common/grants-constants';
import {
  IMPACT_PACK_TITLES,
  impactPeriodDays,
  impactPeriodLabel,
  type ImpactPack,
} from '#common/impact-constants';
import type { ImpactPackAnswer, PublicImpact } from '#common/impact';
import * as F from './definitions';
import type { FigureDefinition, ImpactData, Period } from './definitions';

/**
 * The report packs (docs/product.md#impact-reports): which figures each funder's form asks for, in which
 * section. Every figure is one of ./definitions.ts, so a pack adds no counting of its own.
 */
export const PACKS: Record<ImpactPack, { section: string; figures: FigureDefinition[] }[]> = {
  aim: [
    {
      section: 'Inputs',
      figures: [
        F.startupsSupported,
        F.startupsAdmitted,
        F.applicationsReceived,
        F.applicationsShortlisted,
        F.applicationsSelected,
      ],
    },
    {
      section: 'Processes',
      figures: [F.mentoringSessions, F.mentoringMinutes, F.eventsHeld, F.participants, F.kpiReportsReceived],
    },
    {
      section: 'Outputs',
      figures: [
        F.fundsRaised,
        F.fundsGrant,
        F.fundsEquity,
        F.fundsDebt,
        F.fundingRounds,
        F.jobsCreated,
        F.ipFiled,
        F.ipGranted,
        F.dpiitRecognised,
        F.startupsIncorporated,
        F.womenLedStartups,
        F.startupsWithRevenue,
      ],
    },
  ],
  iic: [
    {
      section: 'Activities',
      figures: [
        F.eventsHeld,
        ...EVENT_CATEGORIES.map((category) => F.eventsHeldOfKind[category]),
        F.participants,
      ],
    },
    { section: 'Mentoring', figures: [F.mentoringSessions, F.mentoringMinutes] },
    {
      section: 'Opportunities',
      figures: [
        F.internshipsPosted,
        F.internshipApplications,
        F.applicationsReceived,
        F.applicationsSelected,
      ],
    },
  ],
  seed: [
    { section: 'Seed grants', figures: F.grantFigures(null) },
    ...GRANT_SCHEMES.map((scheme) => ({
      section: GRANT_SCHEME_LABELS[scheme],
      figures: F.grantFiguresOfScheme[scheme],
    })),
    { section: 'Startups', figures: [F.startupsSupported, F.startupsIncorporated, F.dpiitRecognised] },
    {
      section: 'Funds raised by the startups',
      figures: [F.fundsGrant, F.fundsEquity, F.fundsDebt, F.fundsRaised, F.fundingRounds],
    },
    { section: 'Outcomes', figures: [F.jobsCreated, F.startupsWithRevenue] },
  ],
  naac: [
    {
      section: 'Incubation',
      figures: [F.startupsAdmitted, F.startupsSupported, F.womenLedStartups, F.dpiitRecognised],
    },
    { section: 'Outcomes', figures: [F.fundsRaised, F.jobsCreated, F.ipFiled, F.ipGranted] },
    {
      section: 'Ecosystem',
      figures: [F.eventsHeld, F.participants, F.mentoringSessions, F.internshipsPosted],
    },
  ],
};

const PACK_NOTES: Record<ImpactPack, string[]> = {
  aim: [
    "AIM's own sheet of 23 KPIs is not public; these are the inputs, processes and outputs the site can count from its records; the Methods sheet of the download says how each is counted.",
  ],
  iic: [
    "The IIC portal's activity form is filled in by hand; this pack gives the counts and the list of activities to copy from.",
  ],
  seed: [
    "The seed-grant figures count the centre's own grants from their records: sanctions by their sanction date, disbursements by the date each tranche was paid, utilisation by the day the money was spent. Each is what happened in the period, so a quarter may utilise money disbursed in an earlier one; the utilisation certificate of each grant gives its balances to date.",
    "“Funds raised by the startups” are the rounds the founders reported and the centre confirmed (grants from others, equity, debt); the centre's seed grants are not among them unless a founder entered one as a round.",
  ],
  naac: [
    'NAAC criterion 3 and the NIRF innovation parameters ask per academic year: choose a year, or add up its four quarters.',
  ],
};

/** The figures of one pack, for a period. */
export function packFigures(pack: ImpactPack, data: ImpactData, period: Period) {
  return PACKS[pack].flatMap(({ section, figures }) =>
    figures.map((figure) => ({ section, figure, result: figure.compute(data, period) })),
  );
}

/** The definition of a figure of a pack, or undefined when the pack has no such figure. */
export function figureOfPack(pack: ImpactPack, key: string): FigureDefinition | undefined {
  return PACKS[pack].flatMap((s) => s.figures).find((figure) => figure.key === key);
}

export function periodOf(period: string, today: string): Period {
  return { ...impactPeriodDays(period), today };
}

export function packAnswer(
  pack: ImpactPack,
  period: string,
  data: ImpactData,
  today: string,
  quarters: string[],
  now: Date,
): ImpactPackAnswer {
  const days = periodOf(period, today);
  return {
    pack,
    title: IMPACT_PACK_TITLES[pack],
    period,
    periodLabel: impactPeriodLabel(period),
    from: days.from,
    to: days.to,
    computedAt: now.toISOString(),
    today,
    figures: packFigures(pack, data, days).map(({ section, figure, result }) => ({
      key: figure.key,
      section,
      label: figure.label,
      unit: figure.unit,
      value: result.value,
      method: figure.method,
    })),
    notes: PACK_NOTES[pack],
    quarters,
  };
}

/** The figures /impact shows, in its order. */
export const PUBLIC_FIGURES: FigureDefinition[] = [
  F.startupsAdmitted,
  F.womenLedStartups,
  F.fundsRaised,
  F.jobsCreated,
  F.eventsHeld,
  F.participants,
  F.mentoringSessions,
  F.ipFiled,
];

/** The first year with any record, so the per-year chart starts where the centre's history does. */
function firstYear(data: ImpactData, today: string): number {
  const days = [
    ...data.startups.map((s) => s.cohortStartsOn ?? s.enteredOn),
    ...data.events.map((e) => e.endDate),
    ...data.fundings.map((f) => f.receivedOn),
    ...data.sessions.map((s) => s.startsOn),
  ].filter((day) => day <= today);
  const first = days.reduce((min, day) => (day < min ? day : min), today);
  return Math.max(Number(first.slice(0, 4)), Number(today.slice(0, 4)) - 9);
}

/** The public figures: each to today (cumulative) and per calendar year, from the same definitions. */
export function publicAnswer(data: ImpactData, today: string, now: Date): PublicImpact {
  const lastYear = Number(today.slice(0, 4));
  const years: string[] = [];
  for (let year = firstYear(data, today); year <= lastYear; year += 1) years.push(String(year));
  const toDate: Period = { from: '0001-01-01', to: today, today };
  return {
    computedAt: now.toISOString(),
    today,
    years,
    figures: PUBLIC_FIGURES.map((figure) => ({
      key: figure.key,
      label: figure.label,
      unit: figure.unit,
      method: figure.method,
      total: figure.compute(data, toDate).value,
      perYear:
        figure.dated === false ? [] : years.map((year) => figure.compute(data, periodOf(year, today)).value),
    })),
  };
}

/** Home's Startups and Events held counters, from the same definitions as /impact. */
export function homeCounts(data: Pick<ImpactData, 'events' | 'startups'>, today: string) {
  const toDate: Period = { from: '0001-01-01', to: today, today };
  const full: ImpactData = {
    events: data.events,
    startups: data.startups,
    applications: [],
    fundings: [],
    sessions: [],
    kpiReports: [],
    internships: [],
    grants: { sanctions: [], disbursements: [], spending: [] },
  };
  return {
    startups: F.portfolioStartups.compute(full, toDate).value,
    events: F.eventsHeld.compute(full, toDate).value,
  };
}
