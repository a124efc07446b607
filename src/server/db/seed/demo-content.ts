import type { Metric, MetricMode, TeamGroup } from '#common/content';
import { SITE } from '#common/site';
import { DEMO_STARTUPS } from './demo-startups';

const domain = SITE.email.split('@')[1]!;

export const DEMO_TEAM = (
  [
    { group: 'founders', name: 'Dr. Ananya Rao', role: 'Founder & Director', handle: 'ananya-rao' },
    {
      group: 'founders',
      name: 'Prof. Vikram Mehta',
      role: 'Co-founder & Faculty Advisor',
      handle: 'vikram-mehta',
    },
    {
      group: 'founders',
      name: 'Dr. Sneha Kulkarni',
      role: 'Co-founder & Head of Incubation',
      handle: 'sneha-kulkarni',
    },
    {
      group: 'core',
      name: 'Rahul Deshpande',
      role: 'Senior Executive, Startup Programs',
      handle: 'rahul-deshpande',
    },
    {
      group: 'core',
      name: 'Priya Nair',
      role: 'Senior Executive, Industry Partnerships',
      handle: 'priya-nair',
    },
    { group: 'core', name: 'Arjun Iyer', role: 'Senior Executive, IP & Legal Support', handle: 'arjun-iyer' },
    {
      group: 'core',
      name: 'Meera Joshi',
      role: 'Senior Executive, Events & Outreach',
      handle: 'meera-joshi',
    },
    {
      group: 'core',
      name: 'Karan Malhotra',
      role: 'Senior Executive, Funding & Investor Relations',
      handle: 'karan-malhotra',
    },
  ] satisfies { group: TeamGroup; name: string; role: string; handle: string }[]
).map((member) => ({
  ...member,
  linkedin: `https://www.linkedin.com/in/${member.handle}`,
  email: `${member.handle.replace('-', '.')}@${domain}`,
}));

export const DEMO_MENTORS = [
  {
    name: 'Dr. Kavita Sharma',
    field: 'Deep Tech & Semiconductors',
    bio: 'Twenty years in chip design across Bengaluru and Austin; helps hardware founders move from lab prototype to a first production run.',
    handle: 'kavita-sharma',
  },
  {
    name: 'Nikhil Bansal',
    field: 'Venture Capital',
    bio: 'Partner at an early-stage fund that has backed over forty student-founded startups; coaches teams on pitch decks and term sheets.',
    handle: 'nikhil-bansal',
  },
  {
    name: 'Dr. Farah Siddiqui',
    field: 'Healthcare & Biotech',
    bio: 'Clinician-researcher who guides medical-device teams through clinical validation, regulatory approval and hospital pilots.',
    handle: 'farah-siddiqui',
  },
  {
    name: 'Rohan Chatterjee',
    field: 'Product & Go-to-Market',
    bio: 'Former head of product at a SaaS unicorn; works with founders on finding product-market fit and pricing their first enterprise deals.',
    handle: 'rohan-chatterjee',
  },
  {
    name: 'Lakshmi Venkatesan',
    field: 'Intellectual Property Law',
    bio: 'Patent attorney who has filed more than three hundred patents; runs the centre’s IP clinic for inventors and research groups.',
    handle: 'lakshmi-venkatesan',
  },
  {
    name: 'Aditya Kapoor',
    field: 'Climate & Energy',
    bio: 'Built and sold a solar micro-grid company; mentors clean-tech teams on project finance, partnerships and scaling operations.',
    handle: 'aditya-kapoor',
  },
].map((mentor) => ({
  ...mentor,
  linkedin: `https://www.linkedin.com/in/${mentor.handle}`,
  email: `${mentor.handle.replace('-', '.')}@mentors.${domain}`,
}));

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
