import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { COHORT_INVITE_DAYS, type StartupStatus } from '#common/startups-constants';
import type { Database, Executor } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { processImage, insertMediaAsset } from '#server/modules/media';
import { insertAnnouncement, insertCohort, insertMember, insertStartup } from '#server/features/startups';
import { markSvg } from './demo-images';
import { CAST, type CastMember } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const STARTUPS_SEED_KEY = 'demo_startups_seeded_at';
const LOGO_WIDTHS = [160, 320];

interface DemoStartup {
  slug: string;
  name: string;
  pitch: string;
  sector: string;
  stage: string;
  website: string;
  founded: number;
  status: StartupStatus;
  published: boolean;
  /** In the demo cohort, with this founder; alumni carry a cohort label instead. */
  founder?: CastMember;
  cohortLabel?: string;
}

export const DEMO_STARTUPS: DemoStartup[] = [
  {
    slug: 'krishi-sense',
    name: 'Krishi Sense',
    pitch: 'Soil sensors and a text message that tell small farmers when to water.',
    sector: 'Agriculture',
    stage: 'Prototype',
    website: 'https://krishisense.example.com',
    founded: 2025,
    status: 'active',
    published: true,
    founder: CAST.ashaGowda,
  },
  {
    slug: 'cellprint-bio',
    name: 'CellPrint Bio',
    pitch: 'Bioprinted skin tissue for testing cosmetics without animals.',
    sector: 'Health',
    stage: 'Idea',
    website: 'https://cellprint.example.com',
    founded: 2025,
    status: 'active',
    published: true,
    founder: CAST.rohanSen,
  },
  {
    slug: 'ledgerloop',
    name: 'LedgerLoop',
    pitch: 'Bookkeeping that writes itself from a small shop’s UPI payments.',
    sector: 'Fintech',
    stage: 'Early revenue',
    website: 'https://ledgerloop.example.com',
    founded: 2024,
    status: 'active',
    published: true,
    founder: CAST.karanMalhotra,
  },
  {
    slug: 'quiet-grid',
    name: 'Quiet Grid',
    pitch: 'Still in stealth: a profile only its cohort and the centre can see.',
    sector: 'Climate and energy',
    stage: 'Idea',
    website: '',
    founded: 2025,
    status: 'active',
    published: false,
    founder: CAST.meeraKrishnan,
  },
  {
    slug: 'old-mill-robotics',
    name: 'Old Mill Robotics',
    pitch: 'Retrofits that turn textile looms into connected, self-monitoring machines.',
    sector: 'Deep tech and hardware',
    stage: 'Growth',
    website: 'https://oldmill.example.com',
    founded: 2017,
    status: 'acquired',
    published: true,
    cohortLabel: 'Batch 2018',
  },
  {
    slug: 'padhai-path',
    name: 'PadhaiPath',
    pitch: 'Maths practice in twelve Indian languages for rural schools.',
    sector: 'Education',
    stage: 'Growth',
    website: 'https://padhaipath.example.com',
    founded: 2019,
    status: 'active',
    published: true,
    cohortLabel: 'Batch 2020',
  },
  {
    slug: 'greenhaul',
    name: 'GreenHaul',
    pitch: 'Electric cargo three-wheelers leased by the kilometre.',
    sector: 'Mobility',
    stage: 'Growth',
    website: 'https://greenhaul.example.com',
    founded: 2020,
    status: 'active',
    published: true,
    cohortLabel: 'Batch 2021',
  },
  {
    slug: 'medimatch',
    name: 'MediMatch',
    pitch: 'Matched rural clinics with visiting specialists; closed in 2023.',
    sector: 'Health',
    stage: 'Early revenue',
    website: '',
    founded: 2019,
    status: 'closed',
    published: true,
    cohortLabel: 'Batch 2019',
  },
];

/** The day an alumnus's batch began (its label names the year), or null for the demo cohort's startups. */
function alumnusEnteredAt(startup: DemoStartup): string | null {
  const year = /\b(\d{4})$/.exec(startup.cohortLabel ?? '')?.[1];
  return year ? `${year}-07-01T04:30:00.000Z` : null;
}

/**
 * A demo cohort of the incubation programme (its founders, one unpublished profile, an announcement) and
 * alumni entered by the admin (docs/product.md#portfolio), once, in one transaction like the other seeds.
 */
export async function seedDemoStartups(db: Database): Promise<boolean> {
  if (await getMeta(db, STARTUPS_SEED_KEY)) return false;
  const logos = await Promise.all(
    DEMO_STARTUPS.map(async (startup) =>
      processImage(await sharp(markSvg(startup.name)).png().toBuffer(), LOGO_WIDTHS),
    ),
  );
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    if (!(await claimMeta(trx, STARTUPS_SEED_KEY, stamp, stamp))) return false;
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const cohortId = await insertCohort(trx, {
      name: `Incubation cohort ${now.getUTCFullYear()}`,
      program_slug: 'incubation',
      call_id: null,
      // Four months in: the demo KPIs have a few months of figures (docs/product.md#startup-kpis).
      starts_on: day(-120),
      ends_on: day(150),
      created_at: stamp,
      updated_at: stamp,
    });
    for (const [index, startup] of DEMO_STARTUPS.entries()) {
      const key = randomUUID();
      await insertMediaAsset(trx, key, logos[index]!, stamp);
      const id = await insertStartup(trx, {
        slug: startup.slug,
        name: startup.name,
        logo_key: key,
        pitch: startup.pitch,
        sector: startup.sector,
        stage: startup.stage,
        website: startup.website,
        founded_year: startup.founded,
        status: startup.status,
        // Their jobs and funds raised are impact facts (demo-impact.ts, docs/product.md#impact-reports).
        funding_raised: null,
        jobs: null,
        cohort_id: startup.founder ? cohortId : null,
        cohort_label: startup.cohortLabel ?? '',
        application_id: null,
        published: startup.published ? 1 : 0,
        // Alumni were published years ago, the cohort when it started: the portfolio's history is plausible.
        published_at: startup.published
          ? new Date(now.getTime() - (startup.founder ? 110 : 400 + index * 30) * 86_400_000).toISOString()
          : null,
        // An alumnus joined the centre with its batch, so /impact counts it in that year, not on the seed's day
        // (docs/product.md#impact-reports: "an alumnus entered without a cohort counts on the day it was entered").
        created_at: alumnusEnteredAt(startup) ?? stamp,
        updated_at: stamp,
      });
      if (!startup.founder) continue;
      const userId = await castAccount(trx, startup.founder, now);
      await insertMember(trx, {
        cohort_id: cohortId,
        startup_id: id,
        user_id: userId,
        role: 'founder',
        invite_attempts: 0,
        joined_at: stamp,
        created_at: stamp,
      });
      if (startup.name === 'Krishi Sense') await insertDemoInvitations(trx, cohortId, id, now);
    }
    await insertAnnouncement(trx, {
      cohort_id: cohortId,
      title: 'Welcome to the cohort',
      body: 'Desks are ready on the second floor. Office hours with mentors open next week; the first workshop is on the schedule below.',
      created_by: 'demo seed',
      created_at: stamp,
    });
    return true;
  });
}

/**
 * Krishi Sense's founder sees both states of a pending invitation (docs/product.md#cohorts): one waiting and
 * one expired. No code was ever mailed for them, so none has a code that works; "Send again" mails one.
 */
async function insertDemoInvitations(trx: Executor, cohortId: number, startupId: number, now: Date) {
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
  for (const [email, sentDaysAgo] of [
    [CAST.zoyaKhan.email, 3],
    [CAST.harshVora.email, 20],
  ] as const)
    await insertMember(trx, {
      cohort_id: cohortId,
      startup_id: startupId,
      user_id: null,
      role: 'member',
      invited_email: email,
      invite_code_hash: null,
      invite_expires_at: days(COHORT_INVITE_DAYS - sentDaysAgo),
      invite_attempts: 0,
      created_at: days(-sentDaysAgo),
    });
}
