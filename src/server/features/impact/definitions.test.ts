import { describe, expect, it } from 'vitest';
import { impactPeriodDays } from '#common/impact-constants';
import * as F from './definitions';
import type { ImpactData, ImpactStartup, Period } from './definitions';
import { homeCounts, publicAnswer } from './packs';

/**
 * The figure definitions on a small world worked out by hand (docs/product.md#impact-reports). Q3 2026 runs
 * from 1 July to 30 September in the centre's zone; "today" is 15 October 2026.
 */
const TODAY = '2026-10-15';
const Q3: Period = { ...impactPeriodDays('2026-Q3'), today: TODAY };
const Q4: Period = { ...impactPeriodDays('2026-Q4'), today: TODAY };
const EVER: Period = { from: '0001-01-01', to: TODAY, today: TODAY };

const startup = (over: Partial<ImpactStartup> & Pick<ImpactStartup, 'id' | 'name'>): ImpactStartup => ({
  sector: 'AgriTech',
  stage: 'Prototype',
  published: false,
  cohortName: 'Cohort',
  cohortStartsOn: null,
  cohortEndsOn: null,
  enteredOn: '2026-01-10',
  womenFounders: 0,
  facts: null,
  ...over,
});

const facts = (over: Partial<NonNullable<ImpactStartup['facts']>> = {}) => ({
  incorporatedOn: null,
  dpiitRecognisedOn: null,
  jobsCreated: 0,
  revenueBand: 'not_told' as const,
  ipFiled: 0,
  ipGranted: 0,
  ...over,
});

function sanction(over: Omit<F.ImpactGrantSanction, 'reference'>): F.ImpactGrantSanction {
  return { reference: `S-${over.id}`, ...over };
}
function spend(over: Omit<F.ImpactGrantSpending, 'head' | 'note'>): F.ImpactGrantSpending {
  return { head: 'prototype', note: 'Parts', ...over };
}

const DATA: ImpactData = {
  startups: [
    // Cohort A ran 2026-06-01 .. 2026-11-30: supported in Q3 and Q4, admitted in Q2.
    startup({
      id: 1,
      name: 'Alpha',
      published: true,
      cohortStartsOn: '2026-06-01',
      cohortEndsOn: '2026-11-30',
      womenFounders: 1,
      facts: facts({
        incorporatedOn: '2026-07-01',
        dpiitRecognisedOn: '2026-09-30',
        jobsCreated: 7,
        ipFiled: 2,
        ipGranted: 1,
        revenueBand: 'under_10_lakh',
      }),
    }),
    // Cohort B starts 2026-07-01 (the first day of Q3): admitted in Q3.
    startup({
      id: 2,
      name: 'Beta',
      cohortStartsOn: '2026-07-01',
      cohortEndsOn: '2027-06-30',
      womenFounders: 2,
      facts: facts({ incorporatedOn: '2026-10-01', jobsCreated: 3, revenueBand: 'pre_revenue' }),
    }),
    // An alumnus without a cohort, entered in 2025; facts unconfirmed (null) never count.
    startup({ id: 3, name: 'Gamma', published: true, cohortName: 'Batch 2018', enteredOn: '2025-03-05' }),
    // A cohort that ended the day before Q3 began: not supported in Q3.
    startup({ id: 4, name: 'Delta', cohortStartsOn: '2026-01-01', cohortEndsOn: '2026-06-30' }),
  ],
  fundings: [
    {
      id: 1,
      startupName: 'Alpha',
      source: 'grant',
      amountPaise: 25_00_000_00,
      receivedOn: '2026-07-01',
      investor: 'State fund',
    },
    {
      id: 2,
      startupName: 'Alpha',
      source: 'equity',
      amountPaise: 1_00_00_000_00,
      receivedOn: '2026-09-30',
      investor: 'Angels',
    },
    {
      id: 3,
      startupName: 'Beta',
      source: 'debt',
      amountPaise: 5_00_000_50,
      receivedOn: '2026-06-30',
      investor: 'Bank',
    },
    {
      id: 4,
      startupName: 'Beta',
      source: 'grant',
      amountPaise: 10_00_000_00,
      receivedOn: '2026-10-01',
      investor: 'Trust',
    },
  ],
  events: [
    {
      id: 1,
      name: 'Hack',
      category: 'hackathon',
      startDate: '2026-06-29',
      endDate: '2026-07-01',
      checkIns: 40,
    },
    { id: 2, name: 'Talk', category: 'seminar', startDate: '2026-09-30', endDate: '2026-09-30', checkIns: 0 },
    {
      id: 3,
      name: 'Lab',
      category: 'workshop',
      startDate: '2026-06-30',
      endDate: '2026-06-30',
      checkIns: 12,
    },
    // Its last day is today: not over yet, so not held.
    {
      id: 4,
      name: 'Today',
      category: 'workshop',
      startDate: '2026-10-15',
      endDate: '2026-10-15',
      checkIns: 9,
    },
    {
      id: 5,
      name: 'Done',
      category: 'workshop',
      startDate: '2026-10-14',
      endDate: '2026-10-14',
      checkIns: 5,
    },
  ],
  applications: [
    {
      id: 1,
      callTitle: 'Call',
      teamName: 'A',
      submittedOn: '2026-07-02',
      shortlisted: true,
      decision: 'accepted',
      decidedOn: '2026-08-01',
    },
    {
      id: 2,
      callTitle: 'Call',
      teamName: 'B',
      submittedOn: '2026-09-30',
      shortlisted: false,
      decision: 'declined',
      decidedOn: '2026-10-02',
    },
    {
      id: 3,
      callTitle: 'Call',
      teamName: 'C',
      submittedOn: '2026-06-30',
      shortlisted: true,
      decision: 'accepted',
      decidedOn: '2026-07-05',
    },
  ],
  sessions: [
    {
      id: 1,
      startsOn: '2026-07-10',
      startsAt: '2026-07-10T04:30:00Z',
      minutes: 30,
      mentorName: 'M',
      startupName: 'Alpha',
    },
    {
      id: 2,
      startsOn: '2026-08-10',
      startsAt: '2026-08-10T04:30:00Z',
      minutes: 45,
      mentorName: 'M',
      startupName: 'Beta',
    },
    {
      id: 3,
      startsOn: '2026-10-20',
      startsAt: '2026-10-20T04:30:00Z',
      minutes: 30,
      mentorName: 'M',
      startupName: 'Beta',
    },
  ],
  kpiReports: [
    { id: 1, startupName: 'Alpha', period: '2026-06', reportedOn: '2026-07-03' },
    { id: 2, startupName: 'Alpha', period: '2026-09', reportedOn: '2026-10-02' },
  ],
  internships: [
    {
      id: 1,
      title: 'Intern',
      company: 'Alpha',
      postedOn: '2026-08-01',
      applications: [
        { id: 1, appliedOn: '2026-08-02' },
        { id: 2, appliedOn: '2026-10-01' },
      ],
    },
  ],
  grants: {
    sanctions: [
      // Alpha: ₹20 lakh under SISFS on the last day of Q2; Beta: ₹5 lakh of the institute's fund on Q3's first.
      sanction({
        id: 1,
        startupName: 'Alpha',
        scheme: 'sisfs',
        amountPaise: 20_00_000_00,
        sanctionedOn: '2026-06-30',
      }),
      sanction({
        id: 2,
        startupName: 'Beta',
        scheme: 'institute',
        amountPaise: 5_00_000_00,
        sanctionedOn: '2026-07-01',
      }),
    ],
    disbursements: [
      {
        id: 1,
        startupName: 'Alpha',
        scheme: 'sisfs',
        milestone: 'Prototype',
        amountPaise: 8_00_000_00,
        disbursedOn: '2026-07-15',
        reference: 'UTR1',
      },
      {
        id: 2,
        startupName: 'Beta',
        scheme: 'institute',
        milestone: 'Pilot',
        amountPaise: 2_50_000_50,
        disbursedOn: '2026-09-30',
        reference: 'UTR2',
      },
      {
        id: 3,
        startupName: 'Alpha',
        scheme: 'sisfs',
        milestone: 'Market',
        amountPaise: 6_00_000_00,
        disbursedOn: '2026-10-01',
        reference: 'UTR3',
      },
    ],
    spending: [
      spend({
        id: 1,
        startupName: 'Alpha',
        scheme: 'sisfs',
        amountPaise: 3_00_000_00,
        spentOn: '2026-08-01',
      }),
      spend({
        id: 2,
        startupName: 'Beta',
        scheme: 'institute',
        amountPaise: 1_00_000_25,
        spentOn: '2026-09-30',
      }),
      // Spent in Q4 from money disbursed in Q3: utilised in Q4.
      spend({
        id: 3,
        startupName: 'Alpha',
        scheme: 'sisfs',
        amountPaise: 4_00_000_00,
        spentOn: '2026-10-02',
      }),
    ],
  },
};

const value = (figure: F.FigureDefinition, period: Period) => figure.compute(DATA, period).value;

describe('impact figure definitions on hand-worked records', () => {
  it('counts startups admitted by the first day of their cohort, or the day an alumnus was entered', () => {
    expect(value(F.startupsAdmitted, Q3)).toBe(1); // Beta, on 1 July
    expect(F.startupsAdmitted.compute(DATA, Q3).rows.map((row) => row[0])).toEqual(['Beta']);
    expect(value(F.startupsAdmitted, { ...impactPeriodDays('2025'), today: TODAY })).toBe(1); // Gamma
    expect(value(F.startupsAdmitted, EVER)).toBe(4);
  });

  it('counts a startup as supported when its cohort ran on any day of the period', () => {
    expect(F.startupsSupported.compute(DATA, Q3).rows.map((row) => row[0])).toEqual(['Alpha', 'Beta']);
    expect(value(F.startupsSupported, { ...impactPeriodDays('2026-Q2'), today: TODAY })).toBe(2); // Alpha, Delta
  });

  it('counts women-led startups among those admitted, from self-declared founders only', () => {
    expect(value(F.womenLedStartups, Q3)).toBe(1);
    expect(value(F.womenLedStartups, EVER)).toBe(2);
  });

  it('dates incorporation and DPIIT recognition on their confirmed days, both period ends included', () => {
    expect(value(F.startupsIncorporated, Q3)).toBe(1); // Alpha on 1 July; Beta on 1 October is Q4
    expect(value(F.startupsIncorporated, Q4)).toBe(1);
    expect(value(F.dpiitRecognised, Q3)).toBe(1); // 30 September
  });

  it('adds up the as-of-now facts of the startups with the centre by the period’s end', () => {
    expect(value(F.jobsCreated, Q3)).toBe(10);
    expect(value(F.jobsCreated, { ...impactPeriodDays('2026-Q1'), today: TODAY })).toBe(0); // Delta has no facts
    expect(value(F.ipFiled, Q3)).toBe(2);
    expect(value(F.ipGranted, Q3)).toBe(1);
    expect(value(F.startupsWithRevenue, Q3)).toBe(1); // Beta has none yet
  });

  it('adds money in integer paise by source and date received', () => {
    expect(value(F.fundsGrant, Q3)).toBe(2_500_000_00);
    expect(value(F.fundsEquity, Q3)).toBe(10_000_000_00);
    expect(value(F.fundsDebt, Q3)).toBe(0); // 30 June is Q2
    expect(value(F.fundsRaised, Q3)).toBe(12_500_000_00);
    expect(value(F.fundsRaised, EVER)).toBe(2_500_000_00 + 10_000_000_00 + 500_000_50 + 1_000_000_00);
    expect(Number.isInteger(value(F.fundsRaised, EVER))).toBe(true);
    expect(value(F.fundingRounds, Q3)).toBe(2);
    expect(F.fundsRaised.compute(DATA, Q3).rows[0]).toEqual([
      'Alpha',
      'Grant',
      'State fund',
      '2026-07-01',
      '₹25,00,000',
    ]);
  });

  it('counts the centre’s seed grants by sanction, disbursement and spending day, in all and per scheme', () => {
    expect(value(F.grantsSanctioned, Q3)).toBe(1); // Alpha's sanction on 30 June is Q2
    expect(value(F.grantAmountSanctioned, Q3)).toBe(5_00_000_00);
    expect(value(F.grantAmountSanctioned, EVER)).toBe(25_00_000_00);
    expect(value(F.grantAmountDisbursed, Q3)).toBe(8_00_000_00 + 2_50_000_50);
    expect(value(F.grantAmountDisbursed, Q4)).toBe(6_00_000_00);
    expect(value(F.grantAmountUtilised, Q3)).toBe(3_00_000_00 + 1_00_000_25);
    expect(value(F.grantAmountUtilised, Q4)).toBe(4_00_000_00);
    const [sanctioned, amount, disbursed, utilised] = F.grantFiguresOfScheme.sisfs;
    expect([sanctioned, amount, disbursed, utilised].map((figure) => value(figure!, Q3))).toEqual([
      0, 0, 8_00_000_00, 3_00_000_00,
    ]);
    expect(F.grantFiguresOfScheme['nidhi-prayas'].map((figure) => value(figure, EVER))).toEqual([0, 0, 0, 0]);
    expect(value(F.grantFiguresOfScheme.institute[3]!, EVER)).toBe(1_00_000_25);
    // The per-scheme figures add up to the whole, and every record listed is one the value counts.
    for (const [index, whole] of F.grantFigures(null).entries())
      expect(
        Object.values(F.grantFiguresOfScheme).reduce((sum, figures) => sum + value(figures[index]!, EVER), 0),
      ).toBe(value(whole, EVER));
    expect(F.grantAmountDisbursed.compute(DATA, Q3).rows).toEqual([
      ['Alpha', 'Startup India Seed Fund Scheme', 'Prototype', '2026-07-15', 'UTR1', '₹8,00,000.00'],
      ['Beta', 'Institute seed fund', 'Pilot', '2026-09-30', 'UTR2', '₹2,50,000.50'],
    ]);
    expect(F.grantAmountUtilised.compute(DATA, Q4).rows).toEqual([
      [
        'Alpha',
        'Startup India Seed Fund Scheme',
        '2026-10-02',
        'Prototype and product development',
        'Parts',
        '₹4,00,000.00',
      ],
    ]);
  });

  it('counts an event in the period of its last day, once that day is over, with its check-ins', () => {
    expect(F.eventsHeld.compute(DATA, Q3).rows.map((row) => row[0])).toEqual(['Hack', 'Talk']);
    expect(value(F.eventsHeld, Q4)).toBe(1); // "Done"; "Today" is not over
    expect(value(F.eventsHeldOfKind.hackathon, Q3)).toBe(1);
    expect(value(F.eventsHeldOfKind.workshop, Q3)).toBe(0);
    expect(value(F.participants, Q3)).toBe(40);
    expect(F.participants.compute(DATA, Q3).rows).toHaveLength(1);
  });

  it('counts applications by the day submitted, shortlisting by reviewer assignment, selection by the decision’s day', () => {
    expect(value(F.applicationsReceived, Q3)).toBe(2);
    expect(value(F.applicationsShortlisted, Q3)).toBe(1);
    expect(value(F.applicationsSelected, Q3)).toBe(2); // A on 1 August, C on 5 July
  });

  it('counts mentoring sessions that took place and their minutes', () => {
    expect(value(F.mentoringSessions, Q3)).toBe(2);
    expect(value(F.mentoringMinutes, Q3)).toBe(75);
    expect(value(F.mentoringSessions, Q4)).toBe(0); // 20 October is ahead of today
  });

  it('counts KPI reports, internships and their applications by their days', () => {
    expect(value(F.kpiReportsReceived, Q3)).toBe(1);
    expect(value(F.internshipsPosted, Q3)).toBe(1);
    expect(value(F.internshipApplications, Q3)).toBe(1);
    expect(value(F.internshipApplications, Q4)).toBe(1);
  });

  it('gives the public page and home the same figures, per year adding up to the total for dated figures', () => {
    const answer = publicAnswer(DATA, TODAY, new Date('2026-10-15T06:00:00Z'));
    expect(answer.years).toEqual(['2025', '2026']);
    const byKey = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure]));
    expect(byKey.eventsHeld!.total).toBe(4);
    expect(byKey.eventsHeld!.perYear).toEqual([0, 4]);
    expect(byKey.fundsRaised!.total).toBe(value(F.fundsRaised, EVER));
    expect(byKey.jobsCreated!.perYear).toEqual([]);
    for (const figure of answer.figures)
      if (figure.perYear.length > 0) expect(figure.perYear.reduce((a, b) => a + b, 0)).toBe(figure.total);
    expect(homeCounts(DATA, TODAY)).toEqual({ startups: 2, events: 4 });
  });
});
