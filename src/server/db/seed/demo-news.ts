import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { NewsStatus } from '#common/news-constants';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { processImage, insertMediaAsset } from '#server/modules/media';
import { insertNews } from '#server/features/news';
import { slideSvg } from './demo-images';
import { CAST } from './demo-cast';

const NEWS_SEED_KEY = 'demo_news_seeded_at';

export const DEMO_NEWS: {
  slug: string;
  title: string;
  summary: string;
  body: string;
  status: NewsStatus;
  daysAgo: number;
}[] = [
  {
    slug: 'ledgerloop-raises-seed-round',
    title: 'LedgerLoop raises a ₹3 crore seed round after demo day',
    summary:
      'The incubated fintech closed ₹3 crore led by two investors it met at the centre’s Prototype Demo Day.',
    body: `LedgerLoop, which automates bookkeeping for small shops, closed a ₹3 crore seed round six weeks after pitching at the Prototype Demo Day.

> "Demo day put us in front of six investors in one afternoon." — ${CAST.karanMalhotra.name}, founder

The round was led by Kaveri Seed Fund and Deccan Angels Network, both from the centre's investor network. The team will hire engineers from the [internship board](/internships).`,
    status: 'published',
    daysAgo: 16,
  },
  {
    slug: 'new-prototyping-lab-opens',
    title: 'A new prototyping lab opens for incubated teams',
    summary:
      '3D printers, electronics benches and a small machine shop, open to incubated teams five days a week.',
    body: `The centre's new prototyping lab is open. Incubated teams can book:

1. Two resin and four filament 3D printers
2. Eight electronics benches with oscilloscopes
3. A small machine shop, with a technician on duty

Training sessions run every Monday; see the [events](/events) page.`,
    status: 'published',
    daysAgo: 41,
  },
  {
    slug: 'state-startup-mission-partnership',
    title: 'Partnership with the State Startup Mission',
    summary:
      'Incubated teams can now apply for state seed grants through the centre, with help on every form.',
    body: `The centre has signed a partnership with the State Startup Mission. Incubated teams can apply for seed grants of up to ₹10 lakh through the centre.

Our team helps with eligibility, paperwork and reporting. Ask at the front desk or through the [contact form](/contact).`,
    status: 'published',
    daysAgo: 63,
  },
  {
    slug: 'four-startups-join-the-incubation-cohort',
    title: 'Four startups join this year’s incubation cohort',
    summary:
      'From soil sensors to bioprinted skin, four teams chosen from 86 applications begin their months at the centre.',
    body: `This year's cohort of the **Incubation Program** starts this week. A panel of mentors and faculty chose four teams from 86 applications.

## Who they are

- **Krishi Sense**: soil sensors and a text message that tell small farmers when to water
- **CellPrint Bio**: bioprinted skin tissue for testing cosmetics without animals
- **LedgerLoop**: bookkeeping that writes itself from a small shop's UPI payments
- A fourth team, still in stealth, working on the electricity grid

Each team gets a desk, seed support and a mentor who has built a company before. Read more about the [programmes](/programs).`,
    status: 'published',
    daysAgo: 118,
  },
  {
    slug: 'autumn-call-preview',
    title: 'Draft: what to expect from the autumn call',
    summary: 'An unpublished draft: it shows only in the News tab of the admin area.',
    body: 'Notes for the autumn call announcement. Not public yet.',
    status: 'draft',
    daysAgo: 0,
  },
];

/** Demo news posts with cover pictures (one draft), newest first as the list shows them, once, in one transaction like the other demo seeds. */
export async function seedDemoNews(db: Database): Promise<boolean> {
  if (await getMeta(db, NEWS_SEED_KEY)) return false;
  const covers = await Promise.all(
    DEMO_NEWS.map(async (_post, index) =>
      processImage(
        await sharp(slideSvg(index + 2))
          .png()
          .toBuffer(),
        [480, 960],
      ),
    ),
  );
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    if (!(await claimMeta(trx, NEWS_SEED_KEY, stamp, stamp))) return false;
    for (const [index, post] of DEMO_NEWS.entries()) {
      const key = randomUUID();
      await insertMediaAsset(trx, key, covers[index]!, stamp);
      const { daysAgo, ...rest } = post;
      await insertNews(trx, {
        ...rest,
        image_key: key,
        published_on: new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
        created_at: stamp,
        updated_at: stamp,
      });
    }
    return true;
  });
}
