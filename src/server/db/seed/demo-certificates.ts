import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { newCertificateCode } from '#server/modules/certificates';
import { shownName } from '#server/modules/users';
import {
  insertCertificate,
  listAttendeesWithoutCertificate,
  listEvents,
  saveCertificateSettings,
} from '#server/features/events';
import { DEMO_PAST_EVENT } from './demo-registrations-data';

const CERTIFICATES_SEED_KEY = 'demo_certificates_seeded_at';

/**
 * Demo certificates (docs/product.md#certificates): the past demo talk has certificates on, and the people
 * checked in there hold theirs, so /certificates/<code> shows a valid one. Written through the events
 * feature's repository without mails (the demo accounts have no inboxes); once, in one transaction, after
 * the registrations seed that checks them in.
 */
export async function seedDemoCertificates(db: Database): Promise<boolean> {
  if (await getMeta(db, CERTIFICATES_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const talk = (await listEvents(trx)).find((event) => event.name === DEMO_PAST_EVENT.name);
    if (!talk) return false;
    if (!(await claimMeta(trx, CERTIFICATES_SEED_KEY, now, now))) return false;
    await saveCertificateSettings(trx, {
      event_id: talk.id,
      title: 'Certificate of attendance',
      signatory_name: 'Dr. Kavita Rao',
      signatory_role: 'Director, Innovation & Incubation Centre',
      include_staff: 0,
      updated_at: now,
    });
    for (const attendee of await listAttendeesWithoutCertificate(trx, talk.id))
      await insertCertificate(trx, {
        event_id: talk.id,
        user_id: attendee.user_id,
        code: newCertificateCode(),
        shown_name: shownName(attendee, { seesEmail: false }),
        issued_at: now,
      });
    return true;
  });
}
