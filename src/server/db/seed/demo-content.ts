import type { Metric, MetricMode, TeamGroup } from '#common/content';
import { CAST, type CastKey } from './demo-cast';
import { DEMO_STARTUPS } from './demo-startups';

const member = (group: TeamGroup, key: CastKey, handle: string) => ({
  group,
  name: CAST[key].name,
  role: CAST[key].title,
  handle,
  linkedin: `https://www.linkedin.com/in/${handle}`,
  email: CAST[key].email,
});

/** The Team page, from the cast (demo-cast.ts). */
export const DEMO_TEAM = [
  member('founders', 'director', 'ananya-rao'),
  member('founders', 'vikramMehta', 'vikram-mehta'),
  member('founders', 'snehaKulkarni', 'sneha-kulkarni'),
  member('core', 'rahulDeshpande', 'rahul-deshpande'),
  member('core', 'priyaNair', 'priya-nair'),
  member('core', 'arjunIyer', 'arjun-iyer'),
  member('core', 'swatiJoshi', 'swati-joshi'),
  member('core', 'imranQadri', 'imran-qadri'),
];

const mentor = (key: CastKey, handle: string, bio: string) => ({
  name: CAST[key].name,
  field: CAST[key].title,
  bio,
  handle,
  linkedin: `https://www.linkedin.com/in/${handle}`,
  email: CAST[key].email,
});

/** The Mentors page, from the cast; the last one also holds office hours (demo-office-hours.ts). */
export const DEMO_MENTORS = [
  mentor(
    'kavitaSharma',
    'kavita-sharma',
    'Twenty years in chip design across Bengaluru and Austin; helps hardware founders move from lab prototype to a first production run.',
  ),
  mentor(
    'nikhilBansal',
    'nikhil-bansal',
    'Partner at an early-stage fund that has backed over forty student-founded startups; coaches teams on pitch decks and term sheets.',
  ),
  mentor(
    'farahSiddiqui',
    'farah-siddiqui',
    'Clinician-researcher who guides medical-device teams through clinical validation, regulatory approval and hospital pilots.',
  ),
  mentor(
    'rohanChatterjee',
    'rohan-chatterjee',
    'Former head of product at a SaaS unicorn; works with founders on finding product-market fit and pricing their first enterprise deals.',
  ),
  mentor(
    'revathiVenkatesan',
    'revathi-venkatesan',
    'Patent attorney who has filed more than three hundred patents; runs the centre’s IP clinic for inventors and research groups.',
  ),
  mentor(
    'adityaKapoor',
    'aditya-kapoor',
    'Built and sold a solar micro-grid company; mentors clean-tech teams on project finance, partnerships and scaling operations.',
  ),
  mentor(
    'rahulVerma',
    'rahul-verma',
    'Ran operations at two logistics startups from ten to three hundred people; holds weekly office hours on first hires, pricing and pilots.',
  ),
];

export const DEMO_PROGRAMS = [
  {
    slug: 'incubation',
    title: 'Incubation Program',
    duration: '12 months',
    summary: 'A year-long home for early-stage startups turning research and ideas into companies.',
    features: [
      'Dedicated workspace',
      'Seed funding support',
      'Technical mentorship',
      'Business development',
      'Legal & IP support',
    ],
  },
  {
    slug: 'acceleration',
    title: 'Acceleration Program',
    duration: '6 months',
    summary: 'An intensive six months for startups with a product and early customers, ready to grow.',
    features: [
      'Growth strategy',
      'Market access',
      'Investor connect',
      'Scale-up support',
      'Global networking',
    ],
  },
  {
    slug: 'mentorship',
    title: 'Mentorship Program',
    duration: 'Ongoing',
    summary: 'Guidance from founders, investors and domain experts for students and teams at any stage.',
    features: [
      'One-on-one mentoring',
      'Industry expertise',
      'Network building',
      'Strategic guidance',
      'Regular workshops',
    ],
  },
];

export const DEMO_SLIDES = [
  'Prototyping labs where ideas become working products',
  'Hackathons and domain challenges that spark new ventures',
  'Pitch days connecting founders with investors',
  'An industry network spanning partners, mentors and alumni',
];

/**
 * docs/product.md#impact-counters: every counter counts itself from the demo data (the published startups of
 * the portfolio, open projects and internships, events held, people registered), over 2–3 s; `value` is the
 * figure shown if the admin switches a counter to typed.
 */
export const DEMO_METRICS: {
  key: Metric['key'];
  label: string;
  value: number;
  duration_seconds: number;
  mode: MetricMode;
}[] = [
  {
    key: 'startups',
    label: 'Startups',
    value: DEMO_STARTUPS.filter((startup) => startup.published).length,
    duration_seconds: 2,
    mode: 'auto',
  },
  { key: 'projects', label: 'Projects', value: 50, duration_seconds: 2.5, mode: 'auto' },
  { key: 'internships', label: 'Internships', value: 75, duration_seconds: 3, mode: 'auto' },
  { key: 'events', label: 'Events held', value: 40, duration_seconds: 2, mode: 'auto' },
  { key: 'people', label: 'People registered', value: 500, duration_seconds: 2.5, mode: 'auto' },
];
