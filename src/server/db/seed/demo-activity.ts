// Demo events and approved posts, so a fresh install shows every section filled. Dates are relative
// to the day of seeding, so some events are always upcoming and some past.
import type { EventCategory } from '#common/events-constants';
import type { InternshipType, ProjectWorkType } from '#common/opportunities-constants';
import { CAST, type CastKey } from './demo-cast';

export interface DemoEvent {
  name: string;
  description: string;
  category: EventCategory;
  /** Days from the seeding day (negative: in the past). */
  startsInDays: number;
  lastsDays: number;
  time: string;
  location: string;
  attendees: number;
  /** Registration on this site (docs/product.md#event-registration) with this question; external otherwise. */
  onSite?: { question: string };
}

const CURRENT_EVENTS: DemoEvent[] = [
  {
    name: 'Design Thinking Workshop',
    description:
      'A hands-on day on user research, problem framing and rapid prototyping with the centre’s mentors.',
    category: 'workshop',
    startsInDays: 9,
    lastsDays: 0,
    time: '10:00 AM - 4:00 PM',
    location: 'Innovation Hub, Seminar Hall 2',
    attendees: 60,
    onSite: { question: 'Which problem area would you like to work on?' },
  },
  {
    name: 'Campus Hackathon 2026',
    description: '36 hours to build a working prototype for a real challenge set by our industry partners.',
    category: 'hackathon',
    startsInDays: 24,
    lastsDays: 1,
    time: '9:00 AM - 9:00 PM',
    location: 'Central Library Atrium',
    attendees: 250,
  },
  {
    name: 'Founders’ Networking Evening',
    description: 'Meet founders, alumni investors and mentors over an informal evening of short pitches.',
    category: 'networking',
    startsInDays: 38,
    lastsDays: 0,
    time: '6:00 PM - 8:30 PM',
    location: 'Innovation Hub Lounge',
    attendees: 120,
    onSite: { question: '' },
  },
  {
    name: 'Seminar: Patents for Researchers',
    description: 'What can be patented, when to file, and how the centre supports IP commercialisation.',
    category: 'seminar',
    startsInDays: -21,
    lastsDays: 0,
    time: '2:00 PM - 4:00 PM',
    location: 'Lecture Theatre 1',
    attendees: 90,
  },
  {
    name: 'Prototype Demo Day',
    description: 'Incubated teams showed their prototypes to faculty, partners and the student community.',
    category: 'workshop',
    startsInDays: -58,
    lastsDays: 0,
    time: '11:00 AM - 3:00 PM',
    location: 'Innovation Hub, Maker Space',
    attendees: 180,
  },
  {
    name: 'Startup Funding Programme',
    description:
      'Seed grants and investor connections for student and faculty startups, with monthly reviews.',
    category: 'Funding',
    startsInDays: 5,
    lastsDays: 180,
    time: '',
    location: 'Innovation & Incubation Centre',
    attendees: 1000,
  },
  {
    name: 'Accelerator Programme',
    description:
      'Six months of growth mentoring, market access and investor readiness for early-revenue teams.',
    category: 'Accelerator',
    startsInDays: 15,
    lastsDays: 180,
    time: '',
    location: 'Innovation & Incubation Centre',
    attendees: 1000,
  },
];

/** The faculty member who posts the demo's ideas, projects and lab internships (the README's demo poster). */
/** Two or three of the centre's sessions a month over the past half year: the "events held" counter and its history. */
const PAST_EVENTS: [string, EventCategory, number, string, string, number][] = [
  [
    'Demo Day 2025',
    'networking',
    -200,
    'Eleven teams pitched to thirty investors and partners.',
    'Convocation Hall',
    320,
  ],
  [
    'Campus Hackathon 2025',
    'hackathon',
    -150,
    '36 hours, 48 teams and four industry challenges.',
    'Central Library Atrium',
    230,
  ],
  [
    'Orientation: Welcome to the Incubation Cohort',
    'workshop',
    -118,
    'The new cohort met its mentors, the lab and each other.',
    'Innovation Hub, Seminar Hall 2',
    45,
  ],
  [
    'Hardware Bootcamp: From Breadboard to PCB',
    'workshop',
    -100,
    'Two days of schematic capture, layout and a first board run.',
    'Innovation Hub, Maker Space',
    36,
  ],
  [
    'Investor Office Hours with Kaveri Seed Fund',
    'networking',
    -86,
    'Twenty-minute slots with the fund’s partners for incubated teams.',
    'Innovation Hub Lounge',
    24,
  ],
  [
    'Panel: Women Building Deep Tech',
    'seminar',
    -72,
    'Three founders on hiring, fundraising and lab-to-market choices.',
    'Lecture Theatre 1',
    140,
  ],
  [
    'Seminar: Pricing Your First Product',
    'seminar',
    -44,
    'How to price a pilot, a first contract and a subscription.',
    'Lecture Theatre 2',
    85,
  ],
  [
    'Climate Tech Meetup',
    'networking',
    -33,
    'Clean-tech founders, researchers and the state energy agency.',
    'Innovation Hub Lounge',
    70,
  ],
  [
    'Workshop: Registering Your Company',
    'workshop',
    -14,
    'Incorporation, GST and the paperwork a seed round needs.',
    'Innovation Hub, Seminar Hall 2',
    40,
  ],
  [
    'IP Clinic: Filing Your First Patent',
    'seminar',
    -5,
    'Drafting claims with the centre’s patent attorney.',
    'Innovation Hub, Meeting Room 1',
    28,
  ],
];

export const DEMO_EVENTS: DemoEvent[] = [
  ...CURRENT_EVENTS,
  ...PAST_EVENTS.map(([name, category, startsInDays, description, location, attendees]) => ({
    name,
    description,
    category,
    startsInDays,
    lastsDays: category === 'hackathon' ? 1 : 0,
    time: category === 'hackathon' ? '9:00 AM - 9:00 PM' : '3:00 PM - 5:30 PM',
    location,
    attendees,
  })),
];

export const DEMO_POSTER = { email: CAST.sanjayDeshmukh.email, fullName: CAST.sanjayDeshmukh.name };
const POSTER_DESIGNATION = 'Assistant Professor, Electrical Engineering';

export const DEMO_IDEAS = [
  {
    title: 'Smart irrigation for small farms',
    description: 'Soil-moisture sensors and a phone app that tell farmers when and how much to water.',
    owner_name: CAST.sanjayDeshmukh.name,
    designation: POSTER_DESIGNATION,
    main_tag: 'AgriTech',
    extra_tags: ['IoT', 'Sustainability'],
    contact: '+919812345670',
  },
  {
    title: 'Campus lost-and-found network',
    description: 'A shared board where lost items are matched to reports by photo and place.',
    owner_name: CAST.sanjayDeshmukh.name,
    designation: POSTER_DESIGNATION,
    main_tag: 'Campus',
    extra_tags: ['Mobile', 'Community'],
    contact: '+919876543210',
  },
  {
    title: 'Low-cost air quality monitors for classrooms',
    description: 'Open-hardware monitors that show CO₂ and particulate levels and suggest ventilation.',
    owner_name: CAST.sanjayDeshmukh.name,
    designation: POSTER_DESIGNATION,
    main_tag: 'HealthTech',
    extra_tags: ['Hardware', 'Open source'],
    contact: '+919900112233',
  },
];

export const DEMO_PROJECTS: {
  project_title: string;
  by_whom: string;
  contact: string;
  description: string;
  work_type: ProjectWorkType;
  requirements: string;
  application_link: string;
}[] = [
  {
    project_title: 'Drone mapping of the campus',
    by_whom: 'Robotics Club',
    contact: CAST.sanjayDeshmukh.email,
    description: 'Build an automated drone survey pipeline producing a 3D campus map.',
    work_type: 'On-site',
    requirements: 'Python, basic photogrammetry, weekend availability',
    application_link: 'https://example.edu/apply/drone-mapping',
  },
  {
    project_title: 'Accessible timetable app',
    by_whom: CAST.sanjayDeshmukh.name,
    contact: CAST.sanjayDeshmukh.email,
    description: 'A screen-reader friendly timetable and room finder for students.',
    work_type: 'Remote',
    requirements: 'React, accessibility basics',
    application_link: 'https://example.edu/apply/timetable',
  },
];

export const DEMO_INTERNSHIPS = [
  {
    title: 'Frontend Developer Intern',
    company: 'Energy Systems Lab, Electrical Engineering',
    location: 'On campus',
    type: 'Full-time',
    duration: '3 months',
    stipend: 15000,
    description: 'Build the dashboard of the lab’s energy monitor, metering forty buildings on campus.',
    requirements: 'React and TypeScript\nGood eye for detail\nAvailable for 3 months',
    apply_link: 'https://example.com/careers/frontend-intern',
    contact: CAST.sanjayDeshmukh.email,
  },
  {
    title: 'Data Analyst Intern',
    company: 'Energy Systems Lab, Electrical Engineering',
    location: 'Remote',
    type: 'Part-time',
    duration: '6 months',
    stipend: 8000,
    description:
      'Analyse a season of soil-sensor data from the lab’s test farm and help design irrigation advice.',
    requirements: 'Python or R\nStatistics coursework\n15 hours a week',
    apply_link: 'https://example.com/careers/data-intern',
    contact: CAST.sanjayDeshmukh.email,
  },
] satisfies (Record<string, unknown> & { type: InternshipType })[];

type DemoInternship = (typeof DEMO_INTERNSHIPS)[number];
const internship = (row: Omit<DemoInternship, 'type'> & { type: InternshipType }) => row as DemoInternship;

/**
 * Posts by other cast members (a faculty advisor, three founders hiring), each made some days before seeding,
 * so the lists and the counters are not one person's and the counters' history grows.
 */
export const DEMO_OTHER_POSTS: {
  owner: CastKey;
  createdDaysAgo: number;
  project?: (typeof DEMO_PROJECTS)[number];
  internship?: DemoInternship;
}[] = [
  {
    owner: 'vikramMehta',
    createdDaysAgo: 26,
    project: {
      project_title: 'Bioprinter nozzle redesign',
      by_whom: CAST.vikramMehta.name,
      contact: CAST.vikramMehta.email,
      description: 'Redesign the print head of the lab’s bioprinter for finer, steadier cell lines.',
      work_type: 'On-site',
      requirements: 'CAD, 3D printing, one semester',
      application_link: 'https://example.edu/apply/bioprinter-nozzle',
    },
  },
  {
    owner: 'vikramMehta',
    createdDaysAgo: 12,
    project: {
      project_title: 'Open dataset of campus energy use',
      by_whom: CAST.vikramMehta.name,
      contact: CAST.vikramMehta.email,
      description: 'Clean and publish three years of meter readings so student teams can build on them.',
      work_type: 'Hybrid',
      requirements: 'Python, pandas, care with documentation',
      application_link: 'https://example.edu/apply/energy-dataset',
    },
  },
  {
    owner: 'karanMalhotra',
    createdDaysAgo: 22,
    internship: internship({
      title: 'Backend Engineering Intern',
      company: 'LedgerLoop',
      location: 'Bengaluru',
      type: 'Full-time',
      duration: '6 months',
      stipend: 30000,
      description: 'Turn UPI payment feeds into ledger entries for eleven thousand small shops.',
      requirements: 'Go or TypeScript\nSQL\nAvailable for 6 months',
      apply_link: 'https://ledgerloop.example.com/careers',
      contact: CAST.karanMalhotra.email,
    }),
  },
  {
    owner: 'ashaGowda',
    createdDaysAgo: 17,
    internship: internship({
      title: 'Field Research Intern',
      company: 'Krishi Sense',
      location: 'Dharwad',
      type: 'Part-time',
      duration: '3 months',
      stipend: 10000,
      description:
        'Visit pilot farms with our agronomist, install sensors and interview farmers about the alerts.',
      requirements: 'Kannada or Marathi\nComfortable on farms\nTwo days a week',
      apply_link: 'https://krishisense.example.com/careers',
      contact: CAST.ashaGowda.email,
    }),
  },
  {
    owner: 'siddharthRane',
    createdDaysAgo: 8,
    internship: internship({
      title: 'Operations Analyst Intern',
      company: 'GreenHaul',
      location: 'Pune',
      type: 'Full-time',
      duration: '4 months',
      stipend: 20000,
      description: 'Plan charging and routes for a fleet of 400 electric three-wheelers.',
      requirements: 'Spreadsheets or Python\nCurious about logistics',
      apply_link: 'https://greenhaul.example.com/careers',
      contact: CAST.siddharthRane.email,
    }),
  },
];

/** Demo panel and mentors (docs/product.md#people-tab): accounts holding the roles admins grant. */
export const DEMO_ROLE_HOLDERS = [
  { email: CAST.priyaNair.email, fullName: CAST.priyaNair.name, roles: ['reviewer'] },
  { email: CAST.arjunBhatia.email, fullName: CAST.arjunBhatia.name, roles: ['reviewer'] },
  { email: CAST.kavyaRaghavan.email, fullName: CAST.kavyaRaghavan.name, roles: ['reviewer', 'mentor'] },
  { email: CAST.rahulVerma.email, fullName: CAST.rahulVerma.name, roles: ['mentor'] },
] as const;

/** A demo selection round (docs/product.md#calls): open now, closing 30 days after seeding at 23:59 IST. */
export const DEMO_CALL = {
  program: 'incubation',
  title: 'Incubation Program — 2027 cohort',
  closesInDays: 30,
  questions: [
    {
      id: 'problem',
      type: 'long_text',
      label: 'What problem do you solve, and for whom?',
      help: '',
      required: true,
    },
    { id: 'pitch', type: 'short_text', label: 'Your one-line pitch', help: '', required: false },
    {
      id: 'customers',
      type: 'number',
      label: 'How many paying customers do you have?',
      help: 'Zero is a fine answer.',
      required: true,
      min: 0,
      max: 1_000_000,
    },
    {
      id: 'sector',
      type: 'single_choice',
      label: 'Sector',
      help: '',
      required: true,
      options: ['AgriTech', 'HealthTech', 'EdTech', 'CleanTech', 'FinTech', 'Other'],
    },
    { id: 'deck', type: 'url', label: 'Link to your pitch deck', help: '', required: false },
  ],
  rubric: [
    { id: 'team', name: 'Team', description: 'Can this team build and sell it?', weight: 3 },
    {
      id: 'problem',
      name: 'Problem',
      description: 'Is the problem real, painful and well understood?',
      weight: 2,
    },
    { id: 'market', name: 'Market', description: 'Is the market large and reachable?', weight: 2 },
    { id: 'traction', name: 'Traction', description: 'Evidence that people want it.', weight: 1 },
  ],
} as const;

const applicant = (key: CastKey) => ({
  email: CAST[key].email,
  fullName: CAST[key].name,
  team: CAST[key].title,
});

/**
 * A demo selection round in review (docs/product.md#reviewing): closed three days before seeding, reviews due
 * ten days after, its applications assigned to the three demo reviewers and partly scored, so the Calls tab
 * shows progress, a ranking and a disagreement, and each demo reviewer has a queue on /review.
 */
export const DEMO_REVIEW_ROUND = {
  program: 'acceleration',
  title: 'Acceleration Program — autumn round',
  closedDaysAgo: 3,
  reviewInDays: 10,
  rubric: DEMO_CALL.rubric,
  applicants: [
    { ...applicant('meeraThakur'), sector: 'AgriTech' },
    { ...applicant('kabirSingh'), sector: 'HealthTech' },
    { ...applicant('tanviBhatt'), sector: 'EdTech' },
    { ...applicant('devPatel'), sector: 'CleanTech' },
    { ...applicant('ishaGupta'), sector: 'FinTech' },
    { ...applicant('yashDas'), sector: 'CleanTech' },
  ],
  /** Scores per applicant (in order) from Priya, Arjun and Kavya; null: not reviewed yet. */
  scores: [
    [5, 4, 5],
    [3, 2, 4],
    [4, 5, 1],
    [2, 3, null],
    [4, null, null],
    [null, null, null],
  ],
} as const;
