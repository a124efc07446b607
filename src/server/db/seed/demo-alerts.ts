import { randomBytes } from 'node:crypto';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { CAST } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const ALERTS_SEED_KEY = 'demo_alerts_seeded_at';

/** The demo student whose saved searches show on My alerts (docs/product.md#search-alerts). */
export const DEMO_ALERT_STUDENT = CAST.meeraIyer;

/** A few saved searches for the demo student; once, in one transaction, like the other demo seeds. */
export async function seedDemoAlerts(db: Database): Promise<boolean> {
  if (await getMeta(db, ALERTS_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, ALERTS_SEED_KEY, now, now))) return false;
    const student = { id: await castAccount(trx, DEMO_ALERT_STUDENT, now) };
    const versions = await trx.selectFrom('post_list_versions').select(['list', 'version']).execute();
    const versionOf = (list: string) => Number(versions.find((row) => row.list === list)?.version ?? 0);
    const alerts = [
      {
        list: 'internships',
        q: 'developer',
        filter: 'All',
        name: 'Developer internships',
        frequency: 'daily',
      },
      { list: 'projects', q: '', filter: 'Remote', name: 'Remote projects', frequency: 'weekly' },
      { list: 'ideas', q: 'health', filter: 'All', name: 'Health ideas', frequency: 'weekly', paused: 1 },
    ] as const;
    for (const alert of alerts)
      await trx
        .insertInto('search_alerts')
        .values({
          user_id: student.id,
          ...alert,
          high_water: versionOf(alert.list),
          unsubscribe_token: randomBytes(32).toString('base64url'),
          created_at: now,
        })
        .execute();
    return true;
  });
}
