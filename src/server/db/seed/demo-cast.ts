// The demo's people, written down once (docs/decisions/046-one-demo-cast.md): every demo seed takes its
// names and addresses from here, so one name never plays two unrelated parts. Data only: the seeds, the
// tests and the demo's other lists import it.

/**
 * The parts a person plays in the demo. A person may hold several only when they belong together
 * (DEMO_ROLE_FAMILIES): a staff member may also review or, if faculty, post projects; a founder may post her
 * startup's internships; a student is never staff, a mentor or a founder.
 */
export type CastRole =
  | 'director'
  | 'staff'
  | 'admin'
  | 'reviewer'
  | 'mentor'
  | 'investor'
  | 'faculty'
  | 'poster'
  | 'founder'
  | 'alumni-founder'
  | 'applicant-founder'
  | 'company'
  | 'student'
  | 'subscriber'
  | 'stranger';

/** Roles that may be held together: a person's roles must all sit in one family. */
export const DEMO_ROLE_FAMILIES: readonly (readonly CastRole[])[] = [
  ['director', 'staff', 'admin', 'reviewer', 'faculty', 'poster'],
  ['faculty', 'poster', 'reviewer', 'mentor'],
  ['mentor', 'reviewer', 'investor'],
  ['alumni-founder', 'reviewer', 'mentor', 'poster'],
  ['founder', 'poster'],
  ['applicant-founder'],
  ['company', 'poster'],
  ['student', 'subscriber'],
  ['subscriber'],
  ['stranger'],
];

export interface CastMember {
  name: string;
  /** The account's address (sign-in and, for staff and mentors, the card's contact address). */
  email: string;
  roles: readonly CastRole[];
  /** What the person is, in a few words: a team role, a designation, a startup. */
  title: string;
  /** Days before seeding that the account was made: the "people registered" history grows from these. */
  joinedDaysAgo: number;
}

const person = (
  name: string,
  email: string,
  roles: readonly CastRole[],
  title: string,
  joinedDaysAgo: number,
): CastMember => ({ name, email, roles, title, joinedDaysAgo });

/** Everyone the demo names, by a short key. Emails that the tests and the README sign in with are kept. */
export const CAST = {
  // The centre's team (the Team page).
  director: person(
    'Dr. Ananya Rao',
    'ananya.rao@iic.example.edu',
    ['director', 'staff'],
    'Founder & Director',
    720,
  ),
  vikramMehta: person(
    'Prof. Vikram Mehta',
    'vikram.mehta@iic.example.edu',
    ['staff', 'faculty', 'poster'],
    'Co-founder & Faculty Advisor',
    700,
  ),
  snehaKulkarni: person(
    'Dr. Sneha Kulkarni',
    'sneha.kulkarni@iic.example.edu',
    ['staff'],
    'Co-founder & Head of Incubation',
    690,
  ),
  rahulDeshpande: person(
    'Rahul Deshpande',
    'rahul.deshpande@iic.example.edu',
    ['staff'],
    'Senior Executive, Startup Programs',
    500,
  ),
  priyaNair: person(
    'Priya Nair',
    'priya.reviewer@iic.example.edu',
    ['staff', 'reviewer'],
    'Senior Executive, Industry Partnerships',
    480,
  ),
  arjunIyer: person(
    'Arjun Iyer',
    'arjun.iyer@iic.example.edu',
    ['staff'],
    'Senior Executive, IP & Legal Support',
    460,
  ),
  swatiJoshi: person(
    'Swati Joshi',
    'swati.joshi@iic.example.edu',
    ['staff'],
    'Senior Executive, Events & Outreach',
    430,
  ),
  imranQadri: person(
    'Imran Qadri',
    'imran.qadri@iic.example.edu',
    ['staff'],
    'Senior Executive, Funding & Investor Relations',
    400,
  ),
  /** The name given to the first admin account (whose address the configuration sets). */
  siteAdmin: person(
    'Lakshmi Narayanan',
    'admin@iic.example.edu',
    ['admin', 'staff'],
    'Centre manager, runs the website',
    650,
  ),

  // Mentors (the Mentors page); Rahul Verma also holds office hours.
  kavitaSharma: person(
    'Dr. Kavita Sharma',
    'kavita.sharma@mentors.iic.example.edu',
    ['mentor'],
    'Deep Tech & Semiconductors',
    380,
  ),
  nikhilBansal: person(
    'Nikhil Bansal',
    'nikhil.bansal@mentors.iic.example.edu',
    ['mentor', 'investor'],
    'Venture Capital',
    360,
  ),
  farahSiddiqui: person(
    'Dr. Farah Siddiqui',
    'farah.siddiqui@mentors.iic.example.edu',
    ['mentor'],
    'Healthcare & Biotech',
    340,
  ),
  rohanChatterjee: person(
    'Rohan Chatterjee',
    'rohan.chatterjee@mentors.iic.example.edu',
    ['mentor'],
    'Product & Go-to-Market',
    320,
  ),
  revathiVenkatesan: person(
    'Revathi Venkatesan',
    'revathi.venkatesan@mentors.iic.example.edu',
    ['mentor'],
    'Intellectual Property Law',
    300,
  ),
  adityaKapoor: person(
    'Aditya Kapoor',
    'aditya.kapoor@mentors.iic.example.edu',
    ['mentor'],
    'Climate & Energy',
    280,
  ),
  rahulVerma: person(
    'Rahul Verma',
    'rahul.mentor@mentors.example.com',
    ['mentor'],
    'Operations & First Hires',
    260,
  ),

  // The selection panel beside Priya Nair.
  arjunBhatia: person(
    'Arjun Bhatia',
    'arjun.reviewer@partners.example.com',
    ['reviewer', 'investor'],
    'Investment Associate, Kaveri Seed Fund',
    240,
  ),
  kavyaRaghavan: person(
    'Kavya Raghavan',
    'kavya.reviewer@alumni.example.org',
    ['alumni-founder', 'reviewer', 'mentor'],
    'Co-founder of PadhaiPath (Batch 2020)',
    230,
  ),

  // Faculty who post projects, ideas and lab internships.
  sanjayDeshmukh: person(
    'Prof. Sanjay Deshmukh',
    'demo.founder@iic.example.edu',
    ['faculty', 'poster'],
    'Assistant Professor, Electrical Engineering; advisor of the Robotics Club',
    210,
  ),

  // Founders in the current incubation cohort.
  ashaGowda: person('Asha Gowda', 'asha@krishisense.example.com', ['founder', 'poster'], 'Krishi Sense', 125),
  rohanSen: person('Rohan Sen', 'rohan@cellprint.example.com', ['founder'], 'CellPrint Bio', 124),
  leelaThomas: person('Dr. Leela Thomas', 'leela@cellprint.example.com', ['founder'], 'CellPrint Bio', 123),
  karanMalhotra: person(
    'Karan Malhotra',
    'karan@ledgerloop.example.com',
    ['founder', 'poster'],
    'LedgerLoop',
    122,
  ),
  meeraKrishnan: person('Meera Krishnan', 'meera@quietgrid.example.com', ['founder'], 'Quiet Grid', 121),

  // Alumni founders (the portfolio's earlier batches).
  deepaMenon: person(
    'Deepa Menon',
    'deepa@oldmill.example.com',
    ['alumni-founder'],
    'Old Mill Robotics (Batch 2018)',
    600,
  ),
  siddharthRane: person(
    'Siddharth Rane',
    'siddharth@greenhaul.example.com',
    ['alumni-founder', 'poster'],
    'GreenHaul (Batch 2021)',
    560,
  ),

  // Teams who applied to the acceleration round now in review.
  meeraThakur: person('Meera Thakur', 'meera@soilsense.example.com', ['applicant-founder'], 'Soil Sense', 40),
  kabirSingh: person('Kabir Singh', 'kabir@medilink.example.com', ['applicant-founder'], 'MediLink', 38),
  tanviBhatt: person('Tanvi Bhatt', 'tanvi@learnloop.example.com', ['applicant-founder'], 'LearnLoop', 36),
  devPatel: person('Dev Patel', 'dev@sunharvest.example.com', ['applicant-founder'], 'SunHarvest', 35),
  ishaGupta: person('Isha Gupta', 'isha@paysetu.example.com', ['applicant-founder'], 'PaySetu', 34),
  yashDas: person('Yash Das', 'yash@aquatrace.example.com', ['applicant-founder'], 'AquaTrace', 33),

  // A company waiting for the centre's verification.
  aravindPai: person(
    'Aravind Pai',
    'hiring@tidewater.example.com',
    ['company', 'poster'],
    'Hiring lead, Tidewater Robotics',
    2,
  ),

  // Students.
  meeraIyer: person(
    'Meera Iyer',
    'meera.iyer@student.example.edu',
    ['student'],
    'B.Tech student, Computer Science',
    150,
  ),
  arjunNair: person(
    'Arjun Nair',
    'arjun.nair@student.example.edu',
    ['student'],
    'B.Tech student, Computer Science',
    140,
  ),
  poojaReddy: person(
    'Pooja Reddy',
    'pooja.reddy@student.example.edu',
    ['student'],
    'B.Tech student, Civil Engineering',
    110,
  ),
  nishaKamath: person(
    'Nisha Kamath',
    'nisha.kamath@student.example.edu',
    ['student'],
    'M.Tech student, VLSI',
    90,
  ),
  varunShetty: person('Varun Shetty', 'varun.shetty@student.example.edu', ['student'], 'B.Des student', 75),
  fatimaSheikh: person('Fatima Sheikh', 'fatima.sheikh@student.example.edu', ['student'], 'MBA student', 60),
  anirbanBose: person(
    'Anirban Bose',
    'anirban.bose@student.example.edu',
    ['student'],
    'PhD scholar, Chemistry',
    45,
  ),
  ritikaPillai: person(
    'Ritika Pillai',
    'ritika.pillai@student.example.edu',
    ['student'],
    'B.Tech student, Mechanical',
    28,
  ),
  zoyaKhan: person(
    'Zoya Khan',
    'zoya.khan@student.example.edu',
    ['student'],
    'B.Tech student, Electronics',
    20,
  ),
  harshVora: person(
    'Harsh Vora',
    'harsh.vora@student.example.edu',
    ['student'],
    'B.Tech student, Agricultural Engineering',
    12,
  ),

  // The stranger who posted the reported spam idea: not one of the demo's own people.
  spammer: person('Rakesh Khanna', 'quick.money@mail.example.com', ['stranger'], 'Posted spam', 1),
} as const satisfies Record<string, CastMember>;

export type CastKey = keyof typeof CAST;

/** Every person once. */
export const DEMO_CAST: readonly CastMember[] = Object.values(CAST);

/** The family a set of roles belongs to, or undefined when they do not belong together. */
export function roleFamilyOf(roles: readonly CastRole[]): readonly CastRole[] | undefined {
  return DEMO_ROLE_FAMILIES.find((family) => roles.every((role) => family.includes(role)));
}

/** Newsletter subscribers without an account: addresses only, none of them a cast member's. */
export const DEMO_SUBSCRIBER_EMAILS = [
  'anika.bhat@student.example.edu',
  'tara.singh@student.example.edu',
  'li.wei@alumni.example.edu',
  'founder@greenloop.example.com',
] as const;

/** The cast member with this address; a seed naming anyone else is a mistake, so it throws. */
export function castMember(email: string): CastMember {
  const found = DEMO_CAST.find((member) => member.email === email);
  if (!found) throw new Error(`${email} is not in the demo cast (demo-cast.ts)`);
  return found;
}

/** Who is drawn as a woman in the demo's portraits (demo-portraits.ts); everyone else as a man. */
const DRAWN_AS_WOMEN: ReadonlySet<CastKey> = new Set<CastKey>([
  'director',
  'snehaKulkarni',
  'priyaNair',
  'swatiJoshi',
  'siteAdmin',
  'kavitaSharma',
  'farahSiddiqui',
  'revathiVenkatesan',
  'kavyaRaghavan',
  'ashaGowda',
  'leelaThomas',
  'meeraKrishnan',
  'deepaMenon',
  'meeraThakur',
  'tanviBhatt',
  'ishaGupta',
  'meeraIyer',
  'poojaReddy',
  'nishaKamath',
  'fatimaSheikh',
  'ritikaPillai',
  'zoyaKhan',
]);

/** How the portrait generator draws a cast member, by name (the portraits are made per name). */
export function portraitLookOf(name: string): 'she' | 'he' {
  const key = (Object.keys(CAST) as CastKey[]).find((each) => CAST[each].name === name);
  return key && DRAWN_AS_WOMEN.has(key) ? 'she' : 'he';
}
