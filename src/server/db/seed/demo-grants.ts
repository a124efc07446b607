import { calendarDateInZone } from '#common/times';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { storePrivateFile } from '#server/modules/private-files';
import { insertExpense, insertGrant, insertTranche } from '#server/features/grants';
import { findStartupBySlug } from '#server/features/startups';
import { simplePdf } from './demo-pdf';

const GRANTS_SEED_KEY = 'demo_grants_seeded_at';
const LAKH = 100_000 * 100;

/**
 * Demo seed grants (docs/product.md#seed-grants): Krishi Sense holds a Startup India Seed Fund grant of
 * ₹20 lakh whose first tranche was disbursed and partly spent, and whose next milestone is due within the
 * week (its evidence awaited); CellPrint Bio's NIDHI-PRAYAS grant has its first milestone's evidence waiting
 * for the centre's review. Once, in one transaction, after the startups seed.
 */
export async function seedDemoGrants(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, GRANTS_SEED_KEY)) return false;
  const krishi = await findStartupBySlug(db, 'krishi-sense');
  const cellprint = await findStartupBySlug(db, 'cellprint-bio');
  if (!krishi || !cellprint) return false;
  return db.transaction().execute(async (trx) => {
    const started = new Date();
    const stamp = started.toISOString();
    if (!(await claimMeta(trx, GRANTS_SEED_KEY, stamp, stamp))) return false;
    const day = (offset: number) =>
      calendarDateInZone(new Date(started.getTime() + offset * 86_400_000), timeZone);
    const at = (offset: number) => new Date(started.getTime() + offset * 86_400_000).toISOString();

    const sisfs = await insertGrant(trx, {
      startup_id: krishi.id,
      scheme: 'sisfs',
      sanctioned_paise: 20 * LAKH,
      sanctioned_on: day(-100),
      reference: 'SISFS/IIC/2026/014',
      created_by: null,
      created_at: at(-100),
      updated_at: at(-100),
    });
    await insertTranche(trx, {
      grant_id: sisfs,
      title: 'Field pilot with 50 farmers in Mandya',
      due_on: day(-60),
      amount_paise: 8 * LAKH,
      state: 'disbursed',
      evidence_note: 'Pilot report: 52 farms, soil readings every 6 hours for 30 days.',
      evidence_key: await storePrivateFile(trx, {
        contentType: 'application/pdf',
        filename: 'Krishi-Sense-pilot-report.pdf',
        bytes: simplePdf({ text: 'Krishi Sense field pilot report' }),
      }),
      evidence_by: null,
      evidence_at: at(-62),
      reviewed_at: at(-57),
      disbursed_on: day(-50),
      disbursed_paise: 8 * LAKH,
      disbursement_reference: 'NEFT SBIN426050012345',
      created_at: at(-100),
      updated_at: at(-50),
    });
    await insertTranche(trx, {
      grant_id: sisfs,
      title: 'Sensor kit certified and 500 units sold',
      due_on: day(5),
      amount_paise: 7 * LAKH,
      state: 'awaiting-evidence',
      evidence_key: null,
      evidence_by: null,
      evidence_at: null,
      reviewed_at: null,
      disbursed_on: null,
      disbursed_paise: null,
      created_at: at(-100),
      updated_at: at(-100),
    });
    await insertTranche(trx, {
      grant_id: sisfs,
      title: 'Launch in two more districts',
      due_on: day(120),
      amount_paise: 5 * LAKH,
      state: 'awaiting-evidence',
      evidence_key: null,
      evidence_by: null,
      evidence_at: null,
      reviewed_at: null,
      disbursed_on: null,
      disbursed_paise: null,
      created_at: at(-100),
      updated_at: at(-100),
    });
    const spending = [
      { days: -45, head: 'prototype', rupees: 1_85_000, note: 'Sensor boards, second revision (200 units)' },
      { days: -40, head: 'materials', rupees: 62_500, note: 'Enclosures and solar panels' },
      { days: -30, head: 'testing', rupees: 1_10_000, note: 'Ingress and field-durability testing' },
      { days: -21, head: 'travel', rupees: 24_800, note: 'Pilot visits to Mandya, four trips' },
      { days: -12, head: 'manpower', rupees: 1_32_700, note: 'Field engineer, two months' },
    ] as const;
    for (const entry of spending)
      await insertExpense(trx, {
        grant_id: sisfs,
        spent_on: day(entry.days),
        head: entry.head,
        amount_paise: entry.rupees * 100,
        note: entry.note,
        recorded_by: null,
        created_at: at(entry.days),
      });

    const prayas = await insertGrant(trx, {
      startup_id: cellprint.id,
      scheme: 'nidhi-prayas',
      sanctioned_paise: 10 * LAKH,
      sanctioned_on: day(-80),
      reference: 'NIDHI-PRAYAS/2026/07',
      created_by: null,
      created_at: at(-80),
      updated_at: at(-80),
    });
    await insertTranche(trx, {
      grant_id: prayas,
      title: 'Working prototype of the bioprinter head',
      due_on: day(-3),
      amount_paise: 4 * LAKH,
      state: 'submitted',
      evidence_note: 'Test prints of three tissue scaffolds, with the lab’s measurement sheet.',
      evidence_key: await storePrivateFile(trx, {
        contentType: 'application/pdf',
        filename: 'CellPrint-prototype-evidence.pdf',
        bytes: simplePdf({ text: 'CellPrint Bio prototype evidence' }),
      }),
      evidence_by: null,
      evidence_at: at(-4),
      reviewed_at: null,
      disbursed_on: null,
      disbursed_paise: null,
      created_at: at(-80),
      updated_at: at(-4),
    });
    await insertTranche(trx, {
      grant_id: prayas,
      title: 'Pre-clinical validation with a partner lab',
      due_on: day(90),
      amount_paise: 6 * LAKH,
      state: 'awaiting-evidence',
      evidence_key: null,
      evidence_by: null,
      evidence_at: null,
      reviewed_at: null,
      disbursed_on: null,
      disbursed_paise: null,
      created_at: at(-80),
      updated_at: at(-80),
    });
    return true;
  });
}
