import type { Database } from '../database';
import { insertVerification } from '#server/features/company-verification';
import { insertInternship } from '#server/features/opportunities';
import { insertApplication } from '#server/features/program-applications';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { CAST } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const SEED_KEY = 'demo_waiting_work_seeded_at';

/** A company poster waiting for the centre: a new internship, the company's verification, an application. */
export const DEMO_WAITING = {
  poster: { email: CAST.aravindPai.email, fullName: CAST.aravindPai.name },
  internship: {
    title: 'Embedded Systems Intern',
    company: 'Tidewater Robotics',
    location: 'Pune',
    type: 'Full-time',
    duration: '4 months',
    stipend: 12000,
    description: 'Write firmware for the sensors of an underwater inspection robot and test it in the tank.',
    requirements: 'C or Rust\nBasic electronics\nAvailable for 4 months',
    apply_link: 'https://example.com/careers/embedded-intern',
    contact: 'hiring@tidewater.example.com',
  },
  company: { name: 'Tidewater Robotics', website: 'https://tidewater.example.com' },
  application: { program: 'mentorship', team: 'Tidewater Robotics', stage: 'Prototype' },
} as const;

/**
 * Work waiting in the moderation queue beside the reported spam idea and the full workshop
 * (docs/product.md#moderation-queue): a pending internship, a pending company verification and a pending
 * programme application, hours apart so the queue's oldest-first order shows. Once, in one transaction, like
 * the other demo seeds; needs the programmes of the content seed.
 */
export async function seedDemoWaitingWork(db: Database): Promise<boolean> {
  if (await getMeta(db, SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    if (!(await claimMeta(trx, SEED_KEY, now.toISOString(), now.toISOString()))) return false;
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const { poster, internship, company, application } = DEMO_WAITING;
    const user = { id: await castAccount(trx, CAST.aravindPai, now) };
    await insertVerification(trx, {
      user_id: user.id,
      user_email: poster.email,
      company_name: company.name,
      company_website: company.website,
      linkedin_url: null,
      social_media_url: null,
      additional_info: 'We build inspection robots for water tanks and pipelines; incubated since 2025.',
      submitted_at: hoursAgo(26),
      decided_at: null,
      decided_by: null,
    });
    await insertApplication(trx, {
      user_id: user.id,
      program_slug: application.program,
      team_name: application.team,
      stage: application.stage,
      description: 'Two engineers and a diver; a working prototype inspected three municipal tanks.',
      team_size: 3,
      website: company.website,
      phone: '+91 98220 00000',
      created_at: hoursAgo(20),
      decided_at: null,
      decided_by: null,
    });
    await insertInternship(trx, { ...internship, owner_id: user.id, created_at: hoursAgo(4) });
    return true;
  });
}
