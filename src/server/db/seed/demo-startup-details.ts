import type { Database, Executor } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users';
import {
  findStartup,
  findStartupBySlug,
  insertMember,
  insertStartupRevision,
  listStartupFounders,
  saveFounderLink,
} from '#server/features/startups';

const DETAILS_SEED_KEY = 'demo_startup_details_seeded_at';

interface DemoDetails {
  slug: string;
  story: string;
  /** A date (YYYY-MM-DD) or days before the seed, and what happened. */
  milestones: [string | number, string][];
  /** Founders' roles by email: the seeded founder of the demo cohort, and co-founders added here. */
  roles?: Record<string, string>;
  /** Co-founders who join the team (the same people the testimonials quote, never anyone else's role). */
  cofounders?: { email: string; name: string }[];
  /** A founder who chose to link their name to a profile. */
  link?: { email: string; url: string };
  /** A change the founder sent that waits for the admin. */
  pending?: { by: string; story: string; milestones: [string | number, string][]; sentDaysAgo: number };
}

const KRISHI_STORY = `Asha grew up on a sugarcane farm near Belagavi, where the pump ran whenever the power came on, needed or not. As a soil science student she measured what that did to the fields: half the water went to the wrong place at the wrong time.

Krishi Sense puts a ₹900 moisture probe in the field and sends the farmer one text message a day in Kannada or Marathi: water today, or wait. No app, no smartphone needed.

The team built its first probes in the centre's prototyping lab and is now testing them with farmers' cooperatives.`;

export const DEMO_STARTUP_DETAILS: DemoDetails[] = [
  {
    slug: 'krishi-sense',
    story: KRISHI_STORY,
    milestones: [
      ['2025-02-10', 'Incorporated as Krishi Sense Agritech Pvt Ltd'],
      ['2025-09-22', 'First 25 probes built in the prototyping lab'],
      [118, 'Joined the incubation cohort'],
    ],
    roles: { 'asha@krishisense.example.com': 'Founder & CEO' },
    pending: {
      by: 'asha@krishisense.example.com',
      sentDaysAgo: 2,
      story: `${KRISHI_STORY}\n\nIn the first pilot, 40 farms around Dharwad used 31% less water over the season with the same yield.`,
      milestones: [
        ['2025-02-10', 'Incorporated as Krishi Sense Agritech Pvt Ltd'],
        ['2025-09-22', 'First 25 probes built in the prototyping lab'],
        [118, 'Joined the incubation cohort'],
        [30, 'First pilot with 40 farms of the Dharwad farmers’ cooperative'],
      ],
    },
  },
  {
    slug: 'cellprint-bio',
    story: `Every new cosmetic is still tested on skin, and too often on animal skin. Rohan and Leela met in the institute's tissue engineering lab, where Leela was printing skin cells for her PhD.

CellPrint Bio prints small patches of human skin tissue that react to irritants the way real skin does, so a lab can test a cream on a plate instead of a rabbit.

They are validating the patches against published test results before offering them to the first contract labs.`,
    milestones: [
      ['2025-04-01', 'Incorporated'],
      ['2025-10-15', 'Biotechnology ignition grant awarded'],
      [118, 'Joined the incubation cohort'],
    ],
    cofounders: [{ email: 'leela@cellprint.example.com', name: 'Dr. Leela Thomas' }],
    roles: {
      'rohan@cellprint.example.com': 'Co-founder & CEO',
      'leela@cellprint.example.com': 'Co-founder & Chief Scientist',
    },
  },
  {
    slug: 'ledgerloop',
    story: `Karan ran the accounts of his family's hardware shop in Indore and spent every Sunday copying UPI payments into a ledger. Most small shops pay someone to do the same, or do not do it at all.

LedgerLoop reads a shop's UPI payments as they arrive, sorts them into sales, purchases and expenses, and has the GST return ready at the end of the month.

After demo day the company raised its seed round and now serves shops in three states.`,
    milestones: [
      ['2024-03-18', 'Incorporated'],
      ['2024-11-05', 'First 100 paying shops'],
      [118, 'Joined the incubation cohort'],
      [20, 'Seed round led by two funds from the centre’s investor network'],
    ],
    roles: { 'karan@ledgerloop.example.com': 'Founder & CEO' },
    link: { email: 'karan@ledgerloop.example.com', url: 'https://profiles.example.com/karan-malhotra' },
  },
  {
    slug: 'old-mill-robotics',
    story: `Old Mill Robotics started in a shed behind a textile mill in Coimbatore, with a sensor kit that told the mill which of its forty-year-old looms was about to fail.

The retrofit grew into a full monitoring system sold to more than sixty mills, and in 2024 the company was acquired by a textile machinery maker.`,
    milestones: [
      ['2017-06-01', 'Incorporated'],
      ['2018-01-15', 'Joined the incubation programme (Batch 2018)'],
      ['2020-09-01', 'Sixty mills connected'],
      ['2024-05-20', 'Acquired by a textile machinery maker'],
    ],
  },
  {
    slug: 'padhai-path',
    story: `PadhaiPath makes maths practice that works on a shared classroom tablet, offline, in twelve Indian languages.

Teachers see which pupils are stuck on which idea; pupils get the next exercise at the level they are at.`,
    milestones: [
      ['2019-07-01', 'Incorporated'],
      ['2020-01-10', 'Joined the incubation programme (Batch 2020)'],
      ['2022-06-01', 'In 1,000 government schools'],
    ],
  },
  {
    slug: 'greenhaul',
    story: `GreenHaul leases electric cargo three-wheelers to delivery drivers by the kilometre, so a driver pays for the distance driven instead of a loan.

The company charges and services the fleet itself at depots near the wholesale markets.`,
    milestones: [
      ['2020-02-01', 'Incorporated'],
      ['2021-01-15', 'Joined the incubation programme (Batch 2021)'],
      ['2023-03-01', 'Fleet of 500 vehicles'],
    ],
  },
  {
    slug: 'medimatch',
    story: `MediMatch scheduled visiting specialists for rural clinics, so a cardiologist from the city came on the day the clinic had gathered its patients.

It closed in 2023 when the state began running the same service; its scheduling code is now open source.`,
    milestones: [
      ['2019-05-01', 'Incorporated'],
      ['2019-08-01', 'Joined the incubation programme (Batch 2019)'],
      ['2023-04-30', 'Closed; scheduling code released as open source'],
    ],
  },
];

/**
 * The demo startups' pages (docs/product.md#startup-pages): each a story and dated milestones approved by the
 * centre, the cohort startups' founders with their roles (one with a link to a profile, by his own choice),
 * and one change from Krishi Sense waiting for the admin's approval. Once, after the startups seed.
 */
export async function seedDemoStartupDetails(db: Database): Promise<boolean> {
  if (await getMeta(db, DETAILS_SEED_KEY)) return false;
  if (!(await findStartupBySlug(db, 'krishi-sense'))) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    if (!(await claimMeta(trx, DETAILS_SEED_KEY, stamp, stamp))) return false;
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const dated = (milestones: [string | number, string][]) =>
      JSON.stringify(
        milestones
          .map(([date, title]) => ({
            date: typeof date === 'number' ? daysAgo(date).slice(0, 10) : date,
            title,
          }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      );
    for (const entry of DEMO_STARTUP_DETAILS) {
      const found = await findStartupBySlug(trx, entry.slug);
      const startup = found ? await findStartup(trx, found.id) : undefined;
      if (!startup) continue;
      if (startup.cohort_id !== null)
        for (const cofounder of entry.cofounders ?? []) await addCofounder(trx, startup, cofounder, stamp);
      const founders = await listStartupFounders(trx, [startup.id]);
      const roles = JSON.stringify(
        founders
          .filter((founder) => entry.roles?.[founder.email])
          .map((founder) => ({ memberId: founder.id, role: entry.roles![founder.email]! })),
      );
      await insertStartupRevision(trx, {
        startup_id: startup.id,
        status: 'approved',
        story: entry.story,
        milestones: dated(entry.milestones),
        founder_roles: roles,
        submitted_by: founders[0]?.user_id ?? null,
        submitted_at: daysAgo(60),
        decided_by: 'demo seed',
        decided_at: daysAgo(59),
      });
      if (entry.link) {
        const user = await findUserByEmail(trx, entry.link.email);
        if (user)
          await saveFounderLink(trx, startup.id, user.id, { profileUrl: entry.link.url, shown: true });
      }
      if (entry.pending) {
        const user = await findUserByEmail(trx, entry.pending.by);
        await insertStartupRevision(trx, {
          startup_id: startup.id,
          status: 'pending',
          story: entry.pending.story,
          milestones: dated(entry.pending.milestones),
          founder_roles: roles,
          submitted_by: user?.id ?? null,
          submitted_at: daysAgo(entry.pending.sentDaysAgo),
        });
      }
    }
    return true;
  });
}

async function addCofounder(
  trx: Executor,
  startup: { id: number; cohort_id: number | null },
  person: { email: string; name: string },
  stamp: string,
) {
  await insertUserIfMissing(trx, {
    email: person.email,
    full_name: person.name,
    picture_url: null,
    now: stamp,
  });
  const user = (await findUserByEmail(trx, person.email))!;
  await insertMember(trx, {
    cohort_id: startup.cohort_id!,
    startup_id: startup.id,
    user_id: user.id,
    role: 'founder',
    invite_attempts: 0,
    joined_at: stamp,
    created_at: stamp,
  });
}
