import type { Database } from '../database';
import type { FundingSource, RevenueBand } from '#common/impact-constants';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { insertFunding, saveFounderGender, upsertFacts } from '#server/features/impact';
import { findStartupBySlug } from '#server/features/startups';
import { findUserByEmail } from '#server/modules/users';

const IMPACT_SEED_KEY = 'demo_impact_seeded_at';

type Facts = {
  incorporatedOn: string | null;
  dpiit: [string, string] | null;
  jobs: number;
  band: RevenueBand;
  ip: [number, number];
  rounds: [FundingSource, number, string, string][];
  confirmed: boolean;
};

/** Rupees to paise for the figures below, written in rupees as people say them. */
const lakh = (n: number) => Math.round(n * 100_000 * 100);

const FACTS: Record<string, Facts> = {
  'krishi-sense': {
    incorporatedOn: '2025-08-12',
    dpiit: ['DIPP178231', '2025-11-03'],
    jobs: 6,
    band: 'under_10_lakh',
    ip: [1, 0],
    rounds: [['grant', lakh(15), '2025-12-15', 'State Startup Seed Fund']],
    // Its founders' latest figures wait for the centre, so the tab shows something to confirm.
    confirmed: false,
  },
  'cellprint-bio': {
    incorporatedOn: '2024-06-20',
    dpiit: ['DIPP151907', '2024-09-10'],
    jobs: 11,
    band: 'lakh_10_to_1_crore',
    ip: [3, 1],
    rounds: [
      ['grant', lakh(50), '2025-03-01', 'BIRAC BIG'],
      ['equity', lakh(120), '2025-10-20', 'Bio Angels Network'],
    ],
    confirmed: true,
  },
  ledgerloop: {
    incorporatedOn: '2024-02-14',
    dpiit: ['DIPP140552', '2024-05-02'],
    jobs: 14,
    band: 'lakh_10_to_1_crore',
    ip: [1, 1],
    rounds: [
      ['equity', lakh(300), '2025-07-08', 'Seed Capital Partners'],
      ['debt', lakh(25), '2026-02-11', 'SIDBI'],
    ],
    confirmed: true,
  },
  'quiet-grid': {
    incorporatedOn: '2025-01-09',
    dpiit: null,
    jobs: 4,
    band: 'pre_revenue',
    ip: [2, 0],
    rounds: [['grant', lakh(10), '2025-09-30', 'Institute innovation grant']],
    confirmed: true,
  },
  'padhai-path': {
    incorporatedOn: '2023-11-01',
    dpiit: ['DIPP120774', '2024-01-18'],
    jobs: 9,
    band: 'under_10_lakh',
    ip: [0, 0],
    rounds: [['grant', lakh(5), '2024-08-01', 'State Startup Seed Fund']],
    confirmed: true,
  },
  // Alumni entered by the centre: their figures are the admin's own entry, confirmed as saved.
  'old-mill-robotics': {
    incorporatedOn: '2017-04-03',
    dpiit: ['DIPP9012', '2017-09-14'],
    jobs: 38,
    band: 'crore_1_to_10',
    ip: [4, 3],
    rounds: [
      ['grant', lakh(50), '2018-06-01', 'NIDHI Seed Support System'],
      ['equity', lakh(400), '2020-02-17', 'Textile Tech Ventures'],
    ],
    confirmed: true,
  },
  greenhaul: {
    incorporatedOn: '2019-01-21',
    dpiit: ['DIPP31877', '2019-05-30'],
    jobs: 41,
    band: 'crore_1_to_10',
    ip: [2, 1],
    rounds: [
      ['equity', lakh(600), '2022-08-09', 'Green Mobility Fund'],
      ['debt', lakh(200), '2023-11-15', 'SIDBI'],
    ],
    confirmed: true,
  },
  medimatch: {
    incorporatedOn: '2021-07-07',
    dpiit: ['DIPP88410', '2021-10-12'],
    jobs: 0,
    band: 'pre_revenue',
    ip: [0, 0],
    rounds: [['grant', lakh(50), '2022-03-25', 'BIRAC BIG']],
    confirmed: true,
  },
};

const GENDERS = [
  ['asha@krishisense.example.com', 'woman'],
  ['leela@cellprint.example.com', 'woman'],
  ['rohan@cellprint.example.com', 'man'],
] as const;

/**
 * The demo startups' impact facts (docs/product.md#impact-reports): incorporation, DPIIT, jobs, revenue band,
 * IP and funding rounds for eight of the demo startups (what their portfolio cards show), confirmed but for
 * Krishi Sense's latest, and three founders' own answers. Once, after the startups seed.
 */
export async function seedDemoImpact(db: Database): Promise<boolean> {
  if (await getMeta(db, IMPACT_SEED_KEY)) return false;
  if (!(await findStartupBySlug(db, 'krishi-sense'))) return false;
  return db.transaction().execute(async (trx) => {
    const stamp = new Date().toISOString();
    if (!(await claimMeta(trx, IMPACT_SEED_KEY, stamp, stamp))) return false;
    for (const [slug, facts] of Object.entries(FACTS)) {
      const startup = await findStartupBySlug(trx, slug);
      if (!startup) continue;
      const confirmedAt = facts.confirmed ? stamp : null;
      const confirmedBy = facts.confirmed ? 'the centre' : null;
      await upsertFacts(trx, {
        startup_id: startup.id,
        incorporated_on: facts.incorporatedOn,
        dpiit_number: facts.dpiit?.[0] ?? '',
        dpiit_recognised_on: facts.dpiit?.[1] ?? null,
        jobs_created: facts.jobs,
        revenue_band: facts.band,
        ip_filed: facts.ip[0],
        ip_granted: facts.ip[1],
        updated_at: stamp,
        updated_by: null,
        confirmed_at: confirmedAt,
        confirmed_by: confirmedBy,
      });
      for (const [source, amount, receivedOn, investor] of facts.rounds)
        await insertFunding(trx, {
          startup_id: startup.id,
          source,
          amount_paise: amount,
          received_on: receivedOn,
          investor,
          created_at: stamp,
          created_by: null,
          confirmed_at: confirmedAt,
          confirmed_by: confirmedBy,
        });
    }
    for (const [email, gender] of GENDERS) {
      const user = await findUserByEmail(trx, email);
      if (user) await saveFounderGender(trx, user.id, gender, stamp);
    }
    return true;
  });
}
