import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EventDetails } from '#server/features/events';
import { EMPTY_ORGANISER, EMPTY_VENUE, type AgendaItem } from '#common/event-details';
import { SITE } from '#common/site';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { listEvents, SPEAKER_PHOTO_WIDTHS, storedDetails, updateEvent } from '#server/features/events';
import { insertMediaAsset, processImage, type ImageVariant } from '#server/modules/media';
import type { Database } from '../database';
import { portraitLookOf } from './demo-cast';
import { DEMO_MENTORS, DEMO_TEAM } from './demo-content';
import { portraitSvg } from './demo-images';

const DETAILS_SEED_KEY = 'demo_event_details_seeded_at';

/** A person of the demo cast (team or mentors) as a speaker, with the role they already play. */
function castSpeaker(name: string, role?: string) {
  const member = DEMO_TEAM.find((person) => person.name === name);
  const mentor = DEMO_MENTORS.find((person) => person.name === name);
  const found = member ?? mentor;
  if (!found) throw new Error(`${name} is not in the demo cast`);
  return {
    name,
    role: role ?? (member ? `${member.role}, ${SITE.shortName}` : `Mentor, ${mentor!.field}`),
    link: found.linkedin,
    // The seed draws the portrait (seedDemoEventDetails); an admin replaces it in the event form.
    photo: '',
    photo_alt: `Drawn portrait of ${name}`,
  };
}

const HUB = 'Innovation Hub, Academic Block C, Institute of Technology Campus, Pune 411 005';
const HUB_DIRECTIONS =
  'Enter by Gate 2 on University Road; Academic Block C is the glass building behind the main library. The Hub is on the ground floor. Buses 115 and 158 stop at the gate.';
const HUB_ACCESS =
  'Step-free entrance with automatic doors on the east side, a lift to every floor, an accessible toilet beside the lounge, and a hearing loop in the seminar halls.';
const MAP = 'https://www.openstreetmap.org/search?query=Academic%20Block%20C%20Pune';
const EVENTS_TEAM = {
  name: `${SITE.shortName} Events & Outreach`,
  contact: 'email' as const,
  email: DEMO_TEAM.find((person) => person.name === 'Swati Joshi')!.email,
  page: '',
};

/** An agenda item on the event's `dayOffset`-th day after its first (resolved by `demoDetailsOn`). */
type DemoAgendaItem = Omit<AgendaItem, 'day'> & { dayOffset: number };
export type DemoEventDetails = Omit<EventDetails, 'agenda'> & { agenda: DemoAgendaItem[] };

const item = (start: string, end: string, title: string, speaker = '', notes = ''): DemoAgendaItem => ({
  dayOffset: 0,
  start,
  end,
  title,
  speaker,
  notes,
});
/** The same items on the event's second (third, …) day. */
const onDay = (dayOffset: number, ...items: DemoAgendaItem[]) =>
  items.map((entry) => ({ ...entry, dayOffset }));

/** A date (YYYY-MM-DD) `days` after another. */
function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The details as stored for an event starting on `startDate`: a one-day event's items carry no day; a longer
 * event's carry their dates, so its page groups the agenda by day.
 */
export function demoDetailsOn(details: DemoEventDetails, startDate: string): EventDetails {
  const multiDay = details.agenda.some((entry) => entry.dayOffset > 0);
  return {
    ...details,
    agenda: details.agenda.map(({ dayOffset, ...entry }) => ({
      day: multiDay ? dayAfter(startDate, dayOffset) : '',
      ...entry,
    })),
  };
}

/**
 * The page details of the demo events (docs/product.md#single-event-page), by event name; the speakers are
 * the team and mentors of the demo content, each in the role they play there.
 */
export const DEMO_EVENT_DETAILS: Record<string, DemoEventDetails> = {
  'Design Thinking Workshop': {
    agenda: [
      item('10:00', '10:30', 'Welcome and warm-up', 'Swati Joshi'),
      item(
        '10:30',
        '12:00',
        'User research in the field',
        'Rohan Chatterjee',
        'Teams interview students on campus.',
      ),
      item('12:00', '13:00', 'Lunch'),
      item('13:00', '14:30', 'Framing the problem', 'Rohan Chatterjee'),
      item('14:30', '15:45', 'Rapid prototyping in the Maker Space', 'Dr. Sneha Kulkarni'),
      item('15:45', '16:00', 'Show and tell'),
    ],
    speakers: [
      castSpeaker('Rohan Chatterjee'),
      castSpeaker('Dr. Sneha Kulkarni'),
      castSpeaker('Swati Joshi'),
    ],
    venue: {
      address: HUB,
      room: 'Seminar Hall 2',
      map_link: MAP,
      directions: HUB_DIRECTIONS,
      accessibility: HUB_ACCESS,
    },
    organiser: EVENTS_TEAM,
    what_to_bring:
      'A laptop or a notebook, comfortable shoes for the campus interviews, and your college ID. Lunch and prototyping materials are provided.',
  },
  'Campus Hackathon 2026': {
    agenda: [
      item('09:00', '10:00', 'Check-in and team formation'),
      item('10:00', '10:30', 'Challenges from our industry partners', 'Priya Nair'),
      item('10:30', '', 'Hacking starts', '', 'Mentors walk the floor every two hours.'),
      item('13:00', '14:00', 'Lunch'),
      item('18:00', '18:30', 'Hardware clinic', 'Dr. Kavita Sharma'),
      item('20:00', '21:00', 'Dinner; the atrium stays open overnight'),
      ...onDay(
        1,
        item('08:00', '09:00', 'Breakfast and a stand-up with your mentor'),
        item('12:00', '', 'Code freeze', '', 'Submit your repository link and a two-minute video.'),
        item(
          '13:00',
          '16:00',
          'Judging rounds',
          'Dr. Kavita Sharma',
          'Six minutes per team: demo and questions.',
        ),
        item('17:00', '18:00', 'Finalists’ pitches and prizes', 'Aditya Kapoor'),
        item('18:00', '19:00', 'Closing', 'Priya Nair'),
      ),
    ],
    speakers: [
      castSpeaker('Priya Nair'),
      castSpeaker('Dr. Kavita Sharma', 'Judge; Mentor, Deep Tech & Semiconductors'),
      castSpeaker('Aditya Kapoor', 'Judge; Mentor, Climate & Energy'),
    ],
    venue: {
      address: 'Central Library, Institute of Technology Campus, Pune 411 005',
      room: 'Atrium, ground floor',
      map_link: MAP,
      directions:
        'Gate 1 is closest; the library is straight ahead. After 9 PM enter by the side door with your hackathon badge.',
      accessibility:
        'Step-free throughout, with a quiet room on the first floor (by lift) and accessible toilets on both floors.',
    },
    organiser: {
      name: 'Student Innovation Council',
      contact: 'page',
      email: '',
      page: 'https://innovation-council.example.edu/hackathon',
    },
    what_to_bring:
      'A laptop and charger, an extension cord if you have one, and your ID. Teams of two to four; solo registrants are matched at check-in.',
  },
  'Founders’ Networking Evening': {
    agenda: [
      item('18:00', '18:30', 'Arrivals and tea'),
      item('18:30', '19:15', 'Five-minute pitches from incubated teams', 'Imran Qadri'),
      item('19:15', '19:45', 'Fireside chat: what investors look for', 'Nikhil Bansal'),
      item('19:45', '20:30', 'Open networking'),
    ],
    speakers: [castSpeaker('Nikhil Bansal'), castSpeaker('Imran Qadri')],
    venue: {
      address: HUB,
      room: 'Hub Lounge',
      map_link: MAP,
      directions: HUB_DIRECTIONS,
      accessibility: HUB_ACCESS,
    },
    organiser: EVENTS_TEAM,
    what_to_bring: 'Business cards if you have them, and a one-line description of what you are building.',
  },
  'Seminar: Patents for Researchers': {
    agenda: [
      item('14:00', '14:45', 'What can be patented, and when to file', 'Revathi Venkatesan'),
      item('14:45', '15:30', 'How the centre supports IP commercialisation', 'Arjun Iyer'),
      item('15:30', '16:00', 'Questions'),
    ],
    speakers: [castSpeaker('Revathi Venkatesan'), castSpeaker('Arjun Iyer')],
    venue: {
      address: 'Academic Block A, Institute of Technology Campus, Pune 411 005',
      room: 'Lecture Theatre 1',
      map_link: MAP,
      directions: 'Block A faces Gate 1; the theatre is on the ground floor to the left.',
      accessibility: 'Step-free entrance and wheelchair places in the front row.',
    },
    organiser: { ...EMPTY_ORGANISER, name: `${SITE.shortName} IP Clinic` },
    what_to_bring: 'A short note on your research result if you would like advice after the talk.',
  },
  'Prototype Demo Day': {
    agenda: [
      item('11:00', '11:15', 'Opening', 'Dr. Sneha Kulkarni'),
      item('11:15', '13:30', 'Demo stalls of the incubated teams'),
      item('13:30', '14:30', 'Lunch with partners'),
      item('14:30', '15:00', 'Awards', 'Dr. Kavita Sharma'),
    ],
    speakers: [castSpeaker('Dr. Sneha Kulkarni'), castSpeaker('Dr. Kavita Sharma', 'Jury chair')],
    venue: { ...EMPTY_VENUE, address: HUB, room: 'Maker Space', map_link: MAP, accessibility: HUB_ACCESS },
    organiser: EVENTS_TEAM,
    what_to_bring: '',
  },
  'Pitch Clinic with Alumni Investors': {
    agenda: [
      item('15:00', '15:10', 'How the clinic works', 'Imran Qadri'),
      item('15:10', '16:40', 'Ten-minute sessions, in registration order', 'Nikhil Bansal'),
      item('16:40', '17:00', 'What we heard: common advice'),
    ],
    speakers: [castSpeaker('Nikhil Bansal'), castSpeaker('Imran Qadri')],
    venue: {
      address: HUB,
      room: 'Meeting Room 1',
      map_link: MAP,
      directions: HUB_DIRECTIONS,
      accessibility: HUB_ACCESS,
    },
    organiser: EVENTS_TEAM,
    what_to_bring:
      'Your pitch deck on a laptop or a pen drive (PDF), and the one-line answer you gave when registering.',
  },
  'Talk: From Lab to Market': {
    agenda: [item('16:00', '17:00', 'The talk'), item('17:00', '17:30', 'Questions and tea')],
    speakers: [],
    venue: {
      ...EMPTY_VENUE,
      address: 'Academic Block A, Institute of Technology Campus, Pune 411 005',
      room: 'Lecture Theatre 2',
      map_link: MAP,
    },
    organiser: EVENTS_TEAM,
    what_to_bring: '',
  },
  'Startup Funding Programme': {
    agenda: [],
    speakers: [castSpeaker('Imran Qadri'), castSpeaker('Nikhil Bansal')],
    venue: { ...EMPTY_VENUE, address: SITE.address, map_link: MAP },
    organiser: { name: SITE.name, contact: 'email', email: SITE.email, page: '' },
    what_to_bring: '',
  },
  'Accelerator Programme': {
    agenda: [],
    speakers: [castSpeaker('Rahul Deshpande'), castSpeaker('Rohan Chatterjee')],
    venue: { ...EMPTY_VENUE, address: SITE.address, map_link: MAP },
    organiser: { name: SITE.name, contact: 'email', email: SITE.email, page: '' },
    what_to_bring: '',
  },
};

/** Each speaker's portrait drawn in the demo's one style (docs/decisions/046-one-demo-cast.md), rasterised. */
async function drawSpeakerPortraits(): Promise<Map<string, ImageVariant[]>> {
  const names = new Set(
    Object.values(DEMO_EVENT_DETAILS).flatMap((details) => details.speakers.map((speaker) => speaker.name)),
  );
  const portraits = new Map<string, ImageVariant[]>();
  for (const name of names) {
    const png = await sharp(portraitSvg(name, portraitLookOf(name)))
      .png()
      .toBuffer();
    portraits.set(name, await processImage(png, SPEAKER_PHOTO_WIDTHS));
  }
  return portraits;
}

/**
 * Gives the demo events (of the activity and registrations seeds) their page details, each speaker with a
 * drawn portrait stored as the event's own picture (as an admin's upload would be); once, in one
 * transaction. Events are found by name, so an admin's own event of another name is never touched.
 */
export async function seedDemoEventDetails(db: Database): Promise<boolean> {
  if (await getMeta(db, DETAILS_SEED_KEY)) return false;
  // Drawn before the transaction so it holds the write lock briefly.
  const portraits = await drawSpeakerPortraits();
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, DETAILS_SEED_KEY, now, now))) return false;
    for (const event of await listEvents(trx)) {
      const details = DEMO_EVENT_DETAILS[event.name];
      if (!details) continue;
      const speakers = [];
      for (const speaker of details.speakers) {
        const photo = randomUUID();
        await insertMediaAsset(trx, photo, portraits.get(speaker.name)!, now);
        speakers.push({ ...speaker, photo });
      }
      const stored = demoDetailsOn({ ...details, speakers }, event.start_date);
      await updateEvent(trx, event.id, storedDetails(stored));
    }
    return true;
  });
}
