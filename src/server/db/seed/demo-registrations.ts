import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../database';
import { processImage, insertMediaAsset } from '#server/modules/media';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { insertJob } from '#server/modules/jobs';
import {
  insertEvent,
  listEvents,
  insertRegistration,
  markCheckedIn,
  updateRegistration,
  newCheckInCode,
} from '#server/features/events';
import { OFFER_CLAIM_WINDOW_MS } from '#common/event-registrations';
import { DEMO_POSTER } from './demo-activity';
import { castMember } from './demo-cast';
import { castAccount } from './demo-cast-accounts';
import {
  DEMO_ANSWERS,
  DEMO_FULL_EVENT,
  DEMO_PAST_EVENT,
  DEMO_REGISTRANTS,
  DEMO_SEATS_LEFT_EVENT,
  type DemoRegistrationEvent,
} from './demo-registrations-data';
import { eventSvg } from './demo-images';
import { dateTimeFormat } from '#common/intl-cache';

const REGISTRATIONS_SEED_KEY = 'demo_registrations_seeded_at';

/** A calendar date (YYYY-MM-DD) in the centre's time zone, `days` from `from`. */
function centreDate(from: Date, days: number, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone }).format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * Demo registrations on the site (docs/product.md#event-registration): the demo workshop with seats left,
 * a small clinic that is full with a waitlist and one open offer, and a past talk with attended and no-show
 * registrants, so /my/events and the admin Registrations tab show every state. Written through the
 * registration repository without mails (the demo accounts have no inboxes); once, in one transaction.
 */
export async function seedDemoRegistrations(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, REGISTRATIONS_SEED_KEY)) return false;
  const picture = async (event: DemoRegistrationEvent) =>
    processImage(await sharp(eventSvg(event.name, event.category)).png().toBuffer(), [480, 960]);
  const pictures = new Map(
    await Promise.all(
      [DEMO_SEATS_LEFT_EVENT, DEMO_FULL_EVENT, DEMO_PAST_EVENT].map(
        async (event) => [event.name, await picture(event)] as const,
      ),
    ),
  );
  return db.transaction().execute(async (trx) => {
    const started = new Date();
    const now = started.toISOString();
    if (!(await claimMeta(trx, REGISTRATIONS_SEED_KEY, now, now))) return false;

    const people = new Map<string, number>();
    for (const person of [DEMO_POSTER, ...DEMO_REGISTRANTS]) {
      people.set(person.email, await castAccount(trx, castMember(person.email), now));
    }

    const addEvent = async (event: DemoRegistrationEvent) => {
      const key = randomUUID();
      await insertMediaAsset(trx, key, pictures.get(event.name)!, now);
      return (
        await insertEvent(trx, {
          name: event.name,
          description: event.description,
          category: event.category,
          image_key: key,
          start_date: centreDate(started, event.startsInDays, timeZone),
          end_date: centreDate(started, event.startsInDays, timeZone),
          time: event.time,
          location: event.location,
          attendees: event.attendees,
          registration_link: '',
          registration_mode: 'site',
          registration_question: event.question,
          created_at: now,
          updated_at: now,
        })
      ).id;
    };

    // The demo workshop of the activity seed when it is there (it asks a question), else its own.
    const workshop =
      (await listEvents(trx)).find(
        (event) => event.name === DEMO_SEATS_LEFT_EVENT.name && event.registration_mode === 'site',
      )?.id ?? (await addEvent(DEMO_SEATS_LEFT_EVENT));
    const clinic = await addEvent(DEMO_FULL_EVENT);
    const talk = await addEvent(DEMO_PAST_EVENT);

    let queue = 0;
    const register = async (
      eventId: number,
      email: string,
      status: 'registered' | 'waitlisted' | 'offered',
      answer = '',
    ) =>
      insertRegistration(trx, {
        event_id: eventId,
        user_id: people.get(email)!,
        status,
        answer,
        queue_number: ++queue,
        check_in_code: newCheckInCode(),
        created_at: now,
        updated_at: now,
      });

    const founder = DEMO_POSTER.email;
    const [first, second, third, fourth, fifth] = DEMO_REGISTRANTS.map((p) => p.email) as [
      string,
      string,
      string,
      string,
      string,
    ];

    await register(workshop, founder, 'registered', DEMO_ANSWERS[0]);
    await register(workshop, first, 'registered', DEMO_ANSWERS[1]);
    await register(workshop, second, 'registered', DEMO_ANSWERS[2]);

    // Full: two seats taken, the third offered to the founder (the first on the waitlist when it freed),
    // two still waiting behind.
    await register(clinic, first, 'registered', 'A soil-moisture sensor for small farms.');
    await register(clinic, third, 'registered', 'Peer tutoring booked by WhatsApp.');
    const offered = await register(clinic, founder, 'offered', 'A campus lost-and-found network.');
    const expires = new Date(started.getTime() + OFFER_CLAIM_WINDOW_MS);
    await updateRegistration(trx, offered.id, { offer_expires_at: expires.toISOString() });
    // The same job the registration service plans, so the demo offer lapses like a real one.
    await insertJob(
      trx,
      {
        kind: 'event-offer-expiry',
        unique_key: `event-offer-expiry:registration:${offered.id}:${offered.queue_number}`,
        payload_json: JSON.stringify({ registrationId: offered.id, queueNumber: offered.queue_number }),
        due_at: expires.toISOString(),
      },
      now,
      false,
    );
    await register(clinic, fourth, 'waitlisted', 'Solar dryers for spice farmers.');
    await register(clinic, fifth, 'waitlisted', 'UPI payments for village shops.');

    // Past: three came and were checked in at the door, two did not come.
    const attendedAt = new Date(started.getTime() + DEMO_PAST_EVENT.startsInDays * 86_400_000).toISOString();
    for (const email of [founder, first, second, third, fourth]) {
      const row = await register(talk, email, 'registered');
      if (email !== third && email !== fourth) await markCheckedIn(trx, row.id, attendedAt, 'demo seed');
    }
    return true;
  });
}
