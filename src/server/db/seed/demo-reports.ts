import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { decidePost, hidePost, insertIdea } from '#server/features/opportunities';
import { insertReport } from '#server/features/reports';
import { CAST } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const REPORTS_SEED_KEY = 'demo_reports_seeded_at';

/** Readers who reported a demo post (docs/product.md#reports). */
const DEMO_REPORTERS = [CAST.meeraIyer, CAST.arjunNair, CAST.poojaReddy];

/** The account that posted the spam: a stranger, not one of the demo's own people. */
const SPAMMER = CAST.spammer;

const SPAM_IDEA = {
  title: 'Earn ₹50,000 a week from home — DM now!!!',
  description: 'No skills needed. Send ₹999 registration fee to join the money circle and get rich fast.',
  owner_name: 'Quick Money',
  designation: 'Marketer',
  main_tag: 'Business',
  extra_tags_json: '["Money"]',
  contact: '+91 90000 00000',
};

/**
 * A spam idea three demo readers reported, hidden pending review, so the moderation queue has something to
 * decide; once, in one transaction, like the other demo seeds.
 */
export async function seedDemoReports(db: Database): Promise<boolean> {
  if (await getMeta(db, REPORTS_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, REPORTS_SEED_KEY, now, now))) return false;
    const ownerId = await castAccount(trx, SPAMMER, now);
    const id = await insertIdea(trx, { ...SPAM_IDEA, owner_id: ownerId, created_at: now });
    await decidePost(trx, 'idea', id, { status: 'approved', reason: null, at: now, by: 'demo seed' });
    const reasons = [
      { reason: 'spam' as const, text: null },
      { reason: 'misleading' as const, text: 'Asks students for a registration fee.' },
      { reason: 'spam' as const, text: null },
    ];
    for (const [index, person] of DEMO_REPORTERS.entries()) {
      const reporterId = await castAccount(trx, person, now);
      await insertReport(trx, {
        kind: 'idea',
        post_id: id,
        reporter_id: reporterId,
        ...reasons[index]!,
        created_at: now,
        // The demo's readers stand for students of long standing, whose reports hide a post.
        established_by: 'history',
      });
    }
    await hidePost(trx, 'idea', id, now);
    return true;
  });
}
