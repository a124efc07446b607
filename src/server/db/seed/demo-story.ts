import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FaqCategory, PartnerKind } from '#common/content-constants';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { processImage, insertMediaAsset } from '#server/modules/media';
import { insertFaqEntry, insertPartner, insertTestimonial } from '#server/features/content';
import { logoSvg } from './demo-images';
import { CAST } from './demo-cast';

const STORY_SEED_KEY = 'demo_story_seeded_at';
const LOGO_WIDTHS = [240, 480];

export const DEMO_PARTNERS: { name: string; kind: PartnerKind; url: string }[] = [
  { name: 'Kaveri Seed Fund', kind: 'investor', url: 'https://kaveri-seed.example.org' },
  { name: 'Deccan Angels Network', kind: 'investor', url: 'https://deccan-angels.example.org' },
  { name: 'Monsoon Capital Partners', kind: 'investor', url: 'https://monsoon-capital.example.org' },
  { name: 'Sahyadri Semiconductors', kind: 'industry', url: 'https://sahyadri-semi.example.com' },
  { name: 'Nimbus Cloud Credits', kind: 'industry', url: 'https://nimbus-cloud.example.com' },
  { name: 'Anvil Robotics', kind: 'industry', url: 'https://anvil-robotics.example.com' },
  { name: 'National Design Institute', kind: 'academic', url: 'https://design-institute.example.edu' },
  { name: 'State Startup Mission', kind: 'government', url: 'https://startup-mission.example.gov' },
];

export const DEMO_TESTIMONIALS = [
  {
    quote:
      'The lab access and a mentor who had shipped hardware before saved us a year. We went from a breadboard to our first hundred units in the incubation programme.',
    name: CAST.deepaMenon.name,
    role: 'Co-founder & CTO',
    startup: 'Old Mill Robotics',
  },
  {
    quote:
      'Demo day put us in front of six investors in one afternoon. Two of them led our seed round, and the centre’s legal clinic helped us close it cleanly.',
    name: CAST.karanMalhotra.name,
    role: 'Founder & CEO',
    startup: 'LedgerLoop',
  },
  {
    quote:
      'As a PhD student I did not know how to talk to customers. The weekly office hours taught us to test every assumption before writing a line of code.',
    name: CAST.leelaThomas.name,
    role: 'Co-founder',
    startup: 'CellPrint Bio',
  },
  {
    quote:
      'We hired our first four engineers from the internship board. Students who had already worked on our problem in a hackathon became our core team.',
    name: CAST.siddharthRane.name,
    role: 'Founder',
    startup: 'GreenHaul',
  },
];

export const DEMO_FAQ: { category: FaqCategory; question: string; answer: string }[] = [
  {
    category: 'applying',
    question: 'Who can apply?',
    answer:
      'Students, researchers, alumni and staff of the institute, and founders from outside who want to build with the centre. Teams need at least one full-time founder by the time the programme starts.',
  },
  {
    category: 'applying',
    question: 'When are applications open?',
    answer:
      'Each programme opens calls twice a year. An open call shows on the programmes page with its deadline; you can also subscribe to the newsletter to hear when the next one opens.',
  },
  {
    category: 'applying',
    question: 'How are applications reviewed?',
    answer:
      'A panel of mentors and faculty scores each application on the problem, the team and the progress so far. Shortlisted teams pitch for ten minutes and hear the decision within two weeks.',
  },
  {
    category: 'programmes',
    question: 'Which programme is right for my team?',
    answer:
      'Mentorship suits an idea that needs direction, Incubation a team building its first product, and Acceleration a startup with paying customers that wants to grow faster.',
  },
  {
    category: 'programmes',
    question: 'Do I need to be on campus?',
    answer:
      'Incubated teams work from the centre at least three days a week. Acceleration and Mentorship meet weekly and can be followed remotely.',
  },
  {
    category: 'funding',
    question: 'Does the centre take equity?',
    answer:
      'Mentorship is free. Incubation and Acceleration take a small equity stake in return for seed support, which is agreed in writing before the programme starts.',
  },
  {
    category: 'funding',
    question: 'Can the centre help us raise money?',
    answer:
      'Yes. Incubated teams pitch at demo day to our network of angels and funds, and the centre helps with government grants and its own seed fund.',
  },
  {
    category: 'facilities',
    question: 'What facilities can startups use?',
    answer:
      'Desks and meeting rooms, a prototyping lab with 3D printers and electronics benches, a wet lab by arrangement, and cloud credits from our industry partners.',
  },
  {
    category: 'community',
    question: 'Can I attend events without being in a programme?',
    answer:
      'Most workshops, talks and hackathons are open to everyone; register on the events page. Some sessions are reserved for incubated teams and say so.',
  },
];

/**
 * Demo partners (with drawn logos through the image pipeline), testimonials and questions; once, in one
 * transaction, like the other demo seeds, and separate from them so sites seeded before these lists existed
 * get them too.
 */
export async function seedDemoStory(db: Database): Promise<boolean> {
  if (await getMeta(db, STORY_SEED_KEY)) return false;
  const logos = await Promise.all(
    DEMO_PARTNERS.map(async (partner) =>
      processImage(await sharp(logoSvg(partner.name)).png().toBuffer(), LOGO_WIDTHS),
    ),
  );
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, STORY_SEED_KEY, now, now))) return false;
    for (const [position, partner] of DEMO_PARTNERS.entries()) {
      const key = randomUUID();
      await insertMediaAsset(trx, key, logos[position]!, now);
      await insertPartner(trx, { ...partner, image_key: key, position, created_at: now });
    }
    for (const [position, testimonial] of DEMO_TESTIMONIALS.entries()) {
      await insertTestimonial(trx, { ...testimonial, position, created_at: now });
    }
    for (const [position, entry] of DEMO_FAQ.entries()) {
      await insertFaqEntry(trx, { ...entry, position, created_at: now });
    }
    return true;
  });
}
