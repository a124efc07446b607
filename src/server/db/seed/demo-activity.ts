// Demo events and approved posts, so a fresh install shows every section filled. Dates are relative
// to the day of seeding, so some events are always upcoming and some past.
import type { EventCategory } from '#common/events-constants';
import type { InternshipType, ProjectWorkType } from '#common/opportunities-constants';

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

export const DEMO_EVENTS: DemoEvent[] = [
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

export const DEMO_POSTER = { email: 'demo.founder@iic.example.edu', fullName: 'Demo Founder' };

export const DEMO_IDEAS = [
  {
    title: 'Smart irrigation for small farms',
    description: 'Soil-moisture sensors and a phone app that tell farmers when and how much to water.',
    owner_name: 'Ananya Rao',
    designation: 'B.Tech student, Electrical',
    main_tag: 'AgriTech',
    extra_tags: ['IoT', 'Sustainability'],
    contact: '+919812345670',
  },
  {
    title: 'Campus lost-and-found network',
    description: 'A shared board where lost items are matched to reports by photo and place.',
    owner_name: 'Rohit Menon',
    designation: 'M.Tech student, Computer Science',
    main_tag: 'Campus',
    extra_tags: ['Mobile', 'Community'],
    contact: '+919876543210',
  },
  {
    title: 'Low-cost air quality monitors for classrooms',
    description: 'Open-hardware monitors that show CO₂ and particulate levels and suggest ventilation.',
    owner_name: 'Dr. Kavita Joshi',
    designation: 'Associate Professor, Environmental Engineering',
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
    contact: 'robotics@iic.example.edu',
    description: 'Build an automated drone survey pipeline producing a 3D campus map.',
    work_type: 'On-site',
    requirements: 'Python, basic photogrammetry, weekend availability',
    application_link: 'https://example.edu/apply/drone-mapping',
  },
  {
    project_title: 'Accessible timetable app',
    by_whom: 'Prof. S. Iyer',
    contact: 'siyer@iic.example.edu',
    description: 'A screen-reader friendly timetable and room finder for students.',
    work_type: 'Remote',
    requirements: 'React, accessibility basics',
    application_link: 'https://example.edu/apply/timetable',
  },
];

export const DEMO_INTERNSHIPS = [
  {
    title: 'Frontend Developer Intern',
    company: 'GreenGrid Labs',
    location: 'Pune',
    type: 'Full-time',
    duration: '3 months',
    stipend: 15000,
    description: 'Build the dashboard of an energy-monitoring product used by 40 campuses.',
    requirements: 'React and TypeScript\nGood eye for detail\nAvailable for 3 months',
    apply_link: 'https://example.com/careers/frontend-intern',
    contact: 'careers@greengrid.example.com',
  },
  {
    title: 'Data Analyst Intern',
    company: 'AgroSense',
    location: 'Remote',
    type: 'Part-time',
    duration: '6 months',
    stipend: 8000,
    description: 'Analyse sensor data from farms and help design irrigation recommendations.',
    requirements: 'Python or R\nStatistics coursework\n15 hours a week',
    apply_link: 'https://example.com/careers/data-intern',
    contact: 'jobs@agrosense.example.com',
  },
] satisfies (Record<string, unknown> & { type: InternshipType })[];

/** Demo panel and mentors (docs/product.md#people-tab): accounts holding the roles admins grant. */
export const DEMO_ROLE_HOLDERS = [
  { email: 'priya.reviewer@iic.example.edu', fullName: 'Priya Nair', roles: ['reviewer'] },
  { email: 'arjun.reviewer@partners.example.com', fullName: 'Arjun Mehta', roles: ['reviewer'] },
  { email: 'kavya.reviewer@alumni.example.org', fullName: 'Kavya Sharma', roles: ['reviewer', 'mentor'] },
  { email: 'rahul.mentor@mentors.example.com', fullName: 'Rahul Verma', roles: ['mentor'] },
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
    { email: 'meera@soilsense.example.com', fullName: 'Meera Iyer', team: 'Soil Sense', sector: 'AgriTech' },
    { email: 'kabir@medilink.example.com', fullName: 'Kabir Singh', team: 'MediLink', sector: 'HealthTech' },
    { email: 'ananya@learnloop.example.com', fullName: 'Ananya Rao', team: 'LearnLoop', sector: 'EdTech' },
    { email: 'dev@sunharvest.example.com', fullName: 'Dev Patel', team: 'SunHarvest', sector: 'CleanTech' },
    { email: 'isha@paysetu.example.com', fullName: 'Isha Gupta', team: 'PaySetu', sector: 'FinTech' },
    { email: 'rohan@aquatrace.example.com', fullName: 'Rohan Das', team: 'AquaTrace', sector: 'CleanTech' },
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
