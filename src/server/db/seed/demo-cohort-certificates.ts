import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { newCertificateCode } from '#server/modules/certificates';
import { shownName } from '#server/modules/users';
import {
  findStartupBySlug,
  insertCohort,
  insertCohortCertificate,
  insertMember,
  listCohortMembersWithoutCertificate,
  saveCohortCertificateSettings,
} from '#server/features/startups';
import { CAST, type CastMember } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const COHORT_CERTIFICATES_SEED_KEY = 'demo_cohort_certificates_seeded_at';

/** Who went through last year's mentorship cohort before joining the current incubation cohort, and with which startup. */
const COMPLETERS: { member: CastMember; slug: string }[] = [
  { member: CAST.ashaGowda, slug: 'krishi-sense' },
  { member: CAST.rohanSen, slug: 'cellprint-bio' },
  { member: CAST.leelaThomas, slug: 'cellprint-bio' },
];

/**
 * Demo certificates of completion (docs/product.md#certificates, docs/decisions/057-cohort-certificates.md): a
 * mentorship cohort that ended before the current incubation cohort began, whose founders hold their certificates, so a founder finds one on
 * /my/cohort and on the hub and /certificates/<code> shows it valid; the admin finds them under the cohort.
 * Written through the startups feature's repository without mails (the demo accounts have no inboxes); once,
 * in one transaction, after the startups seed.
 */
export async function seedDemoCohortCertificates(db: Database): Promise<boolean> {
  if (await getMeta(db, COHORT_CERTIFICATES_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const startups = await Promise.all(COMPLETERS.map(({ slug }) => findStartupBySlug(trx, slug)));
    if (startups.some((startup) => !startup)) return false;
    if (!(await claimMeta(trx, COHORT_CERTIFICATES_SEED_KEY, stamp, stamp))) return false;
    const cohortId = await insertCohort(trx, {
      name: `Mentorship cohort ${now.getUTCFullYear() - 1}`,
      program_slug: 'mentorship',
      call_id: null,
      // Over before the current incubation cohort began (120 days ago).
      starts_on: day(-330),
      ends_on: day(-150),
      created_at: stamp,
      updated_at: stamp,
    });
    for (const [index, { member }] of COMPLETERS.entries())
      await insertMember(trx, {
        cohort_id: cohortId,
        startup_id: startups[index]!.id,
        user_id: await castAccount(trx, member, now),
        // Members, not founders: a startup's founders are its founder rows in any cohort, listed once each.
        role: 'member',
        invite_attempts: 0,
        joined_at: stamp,
        created_at: stamp,
      });
    await saveCohortCertificateSettings(trx, {
      cohort_id: cohortId,
      title: 'Certificate of completion',
      signatory_name: 'Dr. Kavita Rao',
      signatory_role: 'Director, Innovation & Incubation Centre',
      updated_at: stamp,
    });
    for (const completer of await listCohortMembersWithoutCertificate(trx, cohortId))
      await insertCohortCertificate(trx, {
        cohort_id: cohortId,
        user_id: completer.user_id,
        code: newCertificateCode(),
        shown_name: shownName(completer, { seesEmail: false }),
        startup_name: completer.startup_name,
        member_role: completer.role,
        issued_at: stamp,
      });
    return true;
  });
}
