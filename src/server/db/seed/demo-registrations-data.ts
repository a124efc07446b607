// Demo content for registration on the site (docs/product.md#event-registration). Dates are relative to
// the day of seeding, so the clinic is always upcoming and the talk always past.
import type { EventCategory } from '#common/events-constants';
import { CAST } from './demo-cast';

export interface DemoRegistrationEvent {
  name: string;
  description: string;
  category: EventCategory;
  /** Days from the seeding day (negative: in the past). */
  startsInDays: number;
  time: string;
  location: string;
  attendees: number;
  question: string;
}

/** The activity seed's workshop (same name): seats left, a question. Its own copy when that seed is off. */
export const DEMO_SEATS_LEFT_EVENT: DemoRegistrationEvent = {
  name: 'Design Thinking Workshop',
  description:
    'A hands-on day on user research, problem framing and rapid prototyping with the centre’s mentors.',
  category: 'workshop',
  startsInDays: 9,
  time: '10:00 AM - 4:00 PM',
  location: 'Innovation Hub, Seminar Hall 2',
  attendees: 60,
  question: 'Which problem area would you like to work on?',
};

export const DEMO_ANSWERS = [
  'Water use on small farms',
  'Finding lost things on campus',
  'Air quality in classrooms',
] as const;

/** Three seats, all taken or offered, with people waiting. */
export const DEMO_FULL_EVENT: DemoRegistrationEvent = {
  name: 'Pitch Clinic with Alumni Investors',
  description: 'Ten minutes each with an alumni investor: your pitch, their questions, honest advice.',
  category: 'networking',
  startsInDays: 12,
  time: '3:00 PM - 5:00 PM',
  location: 'Innovation Hub, Meeting Room 1',
  attendees: 3,
  question: 'What does your startup do, in one line?',
};

export const DEMO_PAST_EVENT: DemoRegistrationEvent = {
  name: 'Talk: From Lab to Market',
  description: 'A founder from the centre’s first cohort on turning a research result into a product.',
  category: 'seminar',
  startsInDays: -10,
  time: '4:00 PM - 5:30 PM',
  location: 'Lecture Theatre 2',
  attendees: 40,
  question: '',
};

/** Students who registered; the demo founder (DEMO_POSTER) holds a place in every state too. */
export const DEMO_REGISTRANTS = [
  CAST.nishaKamath,
  CAST.varunShetty,
  CAST.fatimaSheikh,
  CAST.anirbanBose,
  CAST.ritikaPillai,
].map((member) => ({ email: member.email, fullName: member.name }));
