import type { ImageRef, Mentor, Program, TeamMember } from '#common/content';

/** Content shaped like the API's answers (src/common/content.ts), after the demo seed. */

export const image = (name: string): ImageRef => ({
  src: `/media/${name}-640.webp`,
  srcSet: `/media/${name}-320.webp 320w, /media/${name}-640.webp 640w`,
  width: 640,
  height: 480,
});

const person = (handle: string) => ({
  linkedin: `https://www.linkedin.com/in/${handle}`,
  email: `${handle.replace('-', '.')}@iic.example.edu`,
});

export const TEAM: TeamMember[] = [
  {
    id: 1,
    group: 'founders',
    name: 'Dr. Ananya Rao',
    role: 'Founder & Director',
    image: image('ananya'),
    ...person('ananya-rao'),
  },
  {
    id: 2,
    group: 'founders',
    name: 'Prof. Vikram Mehta',
    role: 'Co-founder & Faculty Advisor',
    image: null,
    ...person('vikram-mehta'),
  },
  {
    id: 3,
    group: 'founders',
    name: 'Dr. Sneha Kulkarni',
    role: 'Co-founder & Head of Incubation',
    image: image('sneha'),
    ...person('sneha-kulkarni'),
  },
  {
    id: 4,
    group: 'core',
    name: 'Rahul Deshpande',
    role: 'Senior Executive, Startup Programs',
    image: image('rahul'),
    ...person('rahul-deshpande'),
  },
  {
    id: 5,
    group: 'core',
    name: 'Priya Nair',
    role: 'Senior Executive, Industry Partnerships',
    image: null,
    ...person('priya-nair'),
  },
  {
    id: 6,
    group: 'core',
    name: 'Arjun Iyer',
    role: 'Senior Executive, IP & Legal Support',
    image: image('arjun'),
    ...person('arjun-iyer'),
  },
  {
    id: 7,
    group: 'core',
    name: 'Meera Joshi',
    role: 'Senior Executive, Events & Outreach',
    image: image('meera'),
    ...person('meera-joshi'),
  },
  {
    id: 8,
    group: 'core',
    name: 'Karan Malhotra',
    role: 'Senior Executive, Funding & Investor Relations',
    image: image('karan'),
    ...person('karan-malhotra'),
  },
];

export const MENTORS: Mentor[] = [
  {
    id: 1,
    name: 'Dr. Kavita Sharma',
    field: 'Deep Tech & Semiconductors',
    bio: 'Twenty years in chip design across Bengaluru and Austin; helps hardware founders move from lab prototype to a first production run.',
    image: image('kavita'),
    email: 'kavita.sharma@mentors.iic.example.edu',
    linkedin: 'https://www.linkedin.com/in/kavita-sharma',
  },
  {
    id: 2,
    name: 'Nikhil Bansal',
    field: 'Venture Capital',
    bio: 'Partner at an early-stage fund that has backed over forty student-founded startups; coaches teams on pitch decks and term sheets.',
    image: null,
    email: 'nikhil.bansal@mentors.iic.example.edu',
    linkedin: 'https://www.linkedin.com/in/nikhil-bansal',
  },
];

export const PROGRAMS: Program[] = [
  {
    id: 1,
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
    id: 2,
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
    id: 3,
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
