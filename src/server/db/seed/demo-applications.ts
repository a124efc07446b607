import type { PostApplicationState } from '#common/post-applications-constants';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { findUserByEmail } from '#server/modules/users';
import { preparePdf, storePrivateFile } from '#server/modules/private-files';
import { insertPostApplication } from '#server/features/post-applications';
import { DEMO_POSTER } from './demo-activity';
import { simplePdf } from './demo-pdf';
import { CAST, castMember } from './demo-cast';
import { castAccount } from './demo-cast-accounts';

const APPLICATIONS_SEED_KEY = 'demo_applications_seeded_at';

/** Students who applied on the site to the demo posts (docs/product.md#applications-on-the-site). */
const DEMO_APPLICANTS: {
  email: string;
  fullName: string;
  to: 'internship' | 'project';
  state: PostApplicationState;
  note: string;
  githubUrl?: string;
  ownerNote?: string;
}[] = [
  {
    email: CAST.meeraIyer.email,
    fullName: CAST.meeraIyer.name,
    to: 'internship',
    state: 'new',
    note: 'I built the React dashboard of our hostel’s energy meter project and would love to do the same at scale.',
    githubUrl: 'https://github.com/meera-demo',
  },
  {
    email: CAST.arjunNair.email,
    fullName: CAST.arjunNair.name,
    to: 'internship',
    state: 'shortlisted',
    note: 'Third-year CSE, two internships in TypeScript. I can start next month and stay for the full three months.',
    ownerNote: 'Strong portfolio; call on Friday.',
  },
  {
    email: CAST.poojaReddy.email,
    fullName: CAST.poojaReddy.name,
    to: 'project',
    state: 'new',
    note: 'I have worked with drone imagery in my minor project and would like to help with the mapping pipeline.',
  },
];

/**
 * Demo applications with CVs on the demo poster's first internship and project, so `npm start` shows the
 * applicants inbox (sign in as the demo poster) and the applicants' states; once, in one transaction.
 */
export async function seedDemoApplications(db: Database): Promise<boolean> {
  if (await getMeta(db, APPLICATIONS_SEED_KEY)) return false;
  const owner = await findUserByEmail(db, DEMO_POSTER.email);
  if (!owner) return false;
  const internship = await db
    .selectFrom('internships')
    .select('id')
    .where('owner_id', '=', owner.id)
    .orderBy('id')
    .executeTakeFirst();
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('owner_id', '=', owner.id)
    .orderBy('id')
    .executeTakeFirst();
  if (!internship || !project) return false;
  const cvs = await Promise.all(
    DEMO_APPLICANTS.map((person) =>
      preparePdf(simplePdf({ text: `${person.fullName} - Curriculum vitae` }), `${person.fullName} CV.pdf`),
    ),
  );
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, APPLICATIONS_SEED_KEY, now, now))) return false;
    for (const [index, person] of DEMO_APPLICANTS.entries()) {
      const applicantId = await castAccount(trx, castMember(person.email), now);
      await insertPostApplication(trx, {
        ...(person.to === 'internship' ? { internship_id: internship.id } : { project_id: project.id }),
        applicant_id: applicantId,
        note: person.note,
        github_url: person.githubUrl ?? null,
        cv_key: await storePrivateFile(trx, cvs[index]!),
        state: person.state,
        owner_note: person.ownerNote ?? null,
        created_at: now,
        updated_at: now,
      });
    }
    return true;
  });
}
