import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPPORTUNITY_MESSAGES,
  type AdminSubmission,
  type IdeaPostInput,
  type InternshipPostInput,
  type ProjectPostInput,
} from '#common/opportunities';
import type { Submission } from '#common/submissions';
import type { Database } from '#server/db/database';
import { NOT_ALLOWED, NOT_SIGNED_IN } from '#server/plugins/authentication';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';

const CENTRE = 'centre.inbox@iic.example.edu';
const ADMIN_EMAIL = 'director@iic.example.edu';
let sink: SmtpTestServer;
let t: TestApp;
let admin: SignedIn;
let author: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN_EMAIL], centreInbox: CENTRE });
  admin = await signIn(t.app, ADMIN_EMAIL, 'Centre Director');
  author = await signIn(t.app, 'ravi.kumar@example.org', 'Ravi Kumar');
  stranger = await signIn(t.app, 'someone.else@example.org');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** Stores a company verification request for the user in the given state, as a review leaves it. */
async function giveCompanyVerification(
  db: Database,
  person: SignedIn,
  status: 'pending' | 'approved' | 'declined',
) {
  const now = new Date().toISOString();
  await db
    .insertInto('company_verifications')
    .values({
      user_id: person.id,
      user_email: person.email,
      company_name: 'Acme Robotics',
      company_website: 'https://acme.example.com',
      linkedin_url: 'https://www.linkedin.com/company/acme',
      social_media_url: null,
      additional_info: 'Robotics startup incubated at the centre.',
      status,
      submitted_at: now,
      decided_at: status === 'pending' ? null : now,
      decided_by: status === 'pending' ? null : ADMIN_EMAIL,
    })
    .execute();
}

let addressCounter = 0;
/** Each post from its own address, so the posting rate limit bites only where a test wants it. */
const nextAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

function post(path: string, payload: unknown, person?: SignedIn) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: payload as Record<string, unknown>,
    headers: person?.headers ?? {},
    remoteAddress: nextAddress(),
  });
}
function decide(path: string, payload: unknown, person?: SignedIn) {
  return t.app.inject({
    method: 'PATCH',
    url: path,
    payload: payload as Record<string, unknown>,
    headers: person?.headers ?? {},
  });
}
async function mySubmissions(person: SignedIn) {
  const response = await t.app.inject({ method: 'GET', url: '/api/my/submissions', headers: person.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Submission[] }>().items;
}

const IDEA: IdeaPostInput = {
  title: 'Solar-powered cold storage',
  mainTag: 'CleanTech',
  description: 'A low-cost cold room for farmers, powered by rooftop solar.',
  ownerName: 'Ravi Kumar',
  designation: 'B.Tech student',
  contact: '+91 98765 43210',
  extraTags: ' agriculture, , solar ,',
};
const PROJECT: ProjectPostInput = {
  projectTitle: 'Drone mapping of campus',
  byWhom: 'Prof. Meera Iyer',
  contact: 'meera.iyer@example.edu',
  description: 'Map the campus with a drone and build a 3D model.',
  workType: 'Hybrid',
  requirements: 'Python\nBasic photogrammetry',
  applicationLink: 'https://forms.example.com/drone',
};
const INTERNSHIP: InternshipPostInput = {
  title: 'Embedded systems intern',
  company: 'Acme Robotics',
  location: 'Pune',
  type: 'Full-time',
  duration: '3 months',
  stipend: '15000',
  description: 'Firmware for our warehouse robots.',
  requirements: 'C\nRTOS basics\nSoldering',
  applyLink: 'https://acme.example.com/careers/embedded',
  contact: 'jobs@acme.example.com',
};

describe('posting an idea', () => {
  it('needs a signed-in user', async () => {
    const response = await post('/api/ideas', IDEA);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(NOT_SIGNED_IN);
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: undefined }, 'Title is required'],
    ['title', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters'],
    ['mainTag', { mainTag: '' }, 'Main category is required'],
    ['mainTag', { mainTag: 'x'.repeat(41) }, 'Main category must be at most 40 characters'],
    ['description', { description: '' }, 'Description is required'],
    ['description', { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
    ['ownerName', { ownerName: '' }, 'Name is required'],
    ['designation', { designation: ' ' }, 'Designation is required'],
    ['contact', { contact: '' }, 'Contact number is required'],
    ['contact', { contact: '98765 43210' }, OPPORTUNITY_MESSAGES.invalidPhone],
    ['contact', { contact: '+91 call me' }, OPPORTUNITY_MESSAGES.invalidPhone],
    ['contact', { contact: '+1 234' }, OPPORTUNITY_MESSAGES.invalidPhone],
    ['extraTags', { extraTags: 'x'.repeat(41) }, 'Each tag must be at most 40 characters'],
    ['extraTags', { extraTags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'At most 10 extra tags'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const response = await post('/api/ideas', { ...IDEA, ...change }, author);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses unknown fields such as a status', async () => {
    const response = await post('/api/ideas', { ...IDEA, status: 'approved' }, author);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.status).toBeDefined();
  });

  it('stores it pending with trimmed, split tags and mails the centre through SMTP', async () => {
    const response = await post('/api/ideas', { ...IDEA, title: '  Solar cold storage mail test ' }, author);
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json<{ id: number; status: string }>();
    expect(status).toBe('pending');
    const row = await t.app.db.selectFrom('ideas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_id: author.id,
      status: 'pending',
      title: 'Solar cold storage mail test',
      extra_tags_json: JSON.stringify(['agriculture', 'solar']),
      contact: '+91 98765 43210',
    });

    await t.app.mail.deliverDue();
    const mail = await sink.waitFor((m) => m.subject.includes('Solar cold storage mail test'));
    expect(mail.envelopeTo).toEqual([CENTRE]);
    expect(mail.headers['reply-to']).toBe(author.email);
    expect(mail.text).toContain('CleanTech');
    expect(mail.text).toContain('agriculture, solar');
    expect(mail.text).toContain('+91 98765 43210');
    expect(mail.text).toContain('B.Tech student');
  });

  it('accepts the extra tags as a list too, and none at all', async () => {
    const listed = await post('/api/ideas', { ...IDEA, extraTags: [' iot', '', 'AI '] }, author);
    expect(listed.statusCode).toBe(201);
    const none = await post('/api/ideas', { ...IDEA, extraTags: undefined }, author);
    expect(none.statusCode).toBe(201);
    const rows = await t.app.db
      .selectFrom('ideas')
      .select(['id', 'extra_tags_json'])
      .where('id', 'in', [listed.json().id, none.json().id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => JSON.parse(row.extra_tags_json))).toEqual([['iot', 'AI'], []]);
  });

  it('limits bursts of posts from one address', async () => {
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ideas',
        payload: { ...IDEA, title: '' },
        headers: author.headers,
        remoteAddress: from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('posting a project', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/projects', PROJECT)).statusCode).toBe(401);
  });

  it.each([
    ['projectTitle', { projectTitle: '' }, 'Project title is required'],
    ['byWhom', { byWhom: '' }, 'Posted by is required'],
    ['contact', { contact: '' }, 'Contact email is required'],
    ['contact', { contact: 'not-an-email' }, OPPORTUNITY_MESSAGES.invalidEmail],
    ['description', { description: ' ' }, 'Description is required'],
    ['workType', { workType: 'Anywhere' }, 'Choose Remote, Hybrid or On-site'],
    ['requirements', { requirements: '' }, 'Requirements are required'],
    ['requirements', { requirements: 'x'.repeat(3001) }, 'Requirements must be at most 3000 characters'],
    ['applicationLink', { applicationLink: '' }, 'Application link is required'],
    ['applicationLink', { applicationLink: 'forms example com' }, OPPORTUNITY_MESSAGES.invalidUrl],
    ['applicationLink', { applicationLink: 'ftp://forms.example.com' }, OPPORTUNITY_MESSAGES.invalidUrl],
    ['applicationLink', { applicationLink: 'javascript:alert(1)' }, OPPORTUNITY_MESSAGES.invalidUrl],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const response = await post('/api/projects', { ...PROJECT, ...change }, author);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('defaults the work type to Remote, stores it pending and mails the centre', async () => {
    const { workType: _workType, ...withoutType } = PROJECT;
    const response = await post(
      '/api/projects',
      { ...withoutType, projectTitle: 'Project mail test', contact: 'MEERA@Example.edu' },
      author,
    );
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ work_type: 'Remote', status: 'pending', contact: 'meera@example.edu' });
    await t.app.mail.deliverDue();
    const mail = await sink.waitFor((m) => m.subject.includes('Project mail test'));
    expect(mail.envelopeTo).toEqual([CENTRE]);
    expect(mail.text).toContain('https://forms.example.com/drone');
    expect(mail.text).toContain('Prof. Meera Iyer');
  });
  it('stores a link typed without https:// with it (docs/product.md#web-addresses)', async () => {
    const response = await post(
      '/api/projects',
      { ...PROJECT, projectTitle: 'Bare link project', applicationLink: 'www.forms.example.com/drone' },
      author,
    );
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('projects')
      .select('application_link')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.application_link).toBe('https://www.forms.example.com/drone');
  });
});

describe('posting an internship', () => {
  it('needs a signed-in user', async () => {
    expect((await post('/api/internships', INTERNSHIP)).statusCode).toBe(401);
  });

  it('is refused without an approved company verification, pointing to it', async () => {
    const person = await signIn(t.app, 'no.company@example.org');
    const refused = await post('/api/internships', INTERNSHIP, person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OPPORTUNITY_MESSAGES.internshipNeedsVerification);
    await giveCompanyVerification(t.app.db, person, 'pending');
    expect((await post('/api/internships', INTERNSHIP, person)).statusCode).toBe(403);
    await giveCompanyVerification(t.app.db, person, 'declined');
    expect((await post('/api/internships', INTERNSHIP, person)).statusCode).toBe(403);
    const permissions = await t.app.inject({
      method: 'GET',
      url: '/api/internships/permissions',
      headers: person.headers,
    });
    expect(permissions.json()).toEqual({ canPost: false, reason: 'not-verified' });
    expect(
      await t.app.db.selectFrom('internships').select('id').where('owner_id', '=', person.id).execute(),
    ).toEqual([]);
  });

  it('says anonymous visitors cannot post', async () => {
    const permissions = await t.app.inject({ method: 'GET', url: '/api/internships/permissions' });
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json()).toEqual({ canPost: false, reason: 'signed-out' });
  });

  it('is allowed with an approved company verification, and for admins', async () => {
    const company = await signIn(t.app, 'hr@acme.example.com');
    await giveCompanyVerification(t.app.db, company, 'approved');
    for (const person of [company, admin]) {
      const permissions = await t.app.inject({
        method: 'GET',
        url: '/api/internships/permissions',
        headers: person.headers,
      });
      expect(permissions.json()).toEqual({ canPost: true, reason: null });
      const response = await post(
        '/api/internships',
        { ...INTERNSHIP, title: `Intern for ${person.email}` },
        person,
      );
      expect(response.statusCode).toBe(201);
    }
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['company', { company: '' }, 'Company is required'],
    ['location', { location: '' }, 'Location is required'],
    ['type', { type: 'Freelance' }, 'Choose Full-time, Part-time, Hybrid or Remote'],
    ['type', { type: undefined }, 'Choose Full-time, Part-time, Hybrid or Remote'],
    ['duration', { duration: '' }, 'Duration is required'],
    ['stipend', { stipend: '' }, 'Stipend is required'],
    ['stipend', { stipend: undefined }, 'Stipend is required'],
    ['stipend', { stipend: 'fifteen thousand' }, OPPORTUNITY_MESSAGES.stipendNumber],
    ['stipend', { stipend: -5 }, OPPORTUNITY_MESSAGES.stipendRange],
    ['stipend', { stipend: '1500.5' }, OPPORTUNITY_MESSAGES.stipendRange],
    ['stipend', { stipend: 10_000_001 }, OPPORTUNITY_MESSAGES.stipendRange],
    ['description', { description: '' }, 'Description is required'],
    ['requirements', { requirements: '' }, 'Requirements are required'],
    ['applyLink', { applyLink: 'careers' }, OPPORTUNITY_MESSAGES.invalidUrl],
    ['contact', { contact: 'jobs' }, OPPORTUNITY_MESSAGES.invalidEmail],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const response = await post('/api/internships', { ...INTERNSHIP, ...change }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('stores the stipend as a number of rupees, pending, and mails the centre', async () => {
    const response = await post(
      '/api/internships',
      { ...INTERNSHIP, title: 'Internship mail test', stipend: '12,500', type: 'Remote' },
      admin,
    );
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('internships')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stipend: 12500, type: 'Remote', status: 'pending', owner_id: admin.id });
    await t.app.mail.deliverDue();
    const mail = await sink.waitFor((m) => m.subject.includes('Internship mail test'));
    expect(mail.envelopeTo).toEqual([CENTRE]);
    expect(mail.text).toContain('₹12,500 per month');
    expect(mail.text).toContain('jobs@acme.example.com');
  });
});

describe('review and visibility', () => {
  async function postIdea(title: string, person = author) {
    const response = await post('/api/ideas', { ...IDEA, title }, person);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }
  async function publicIdeaTitles(q: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/ideas?q=${encodeURIComponent(q)}` });
    return response.json<{ items: { title: string }[] }>().items.map((item) => item.title);
  }

  it('only admins decide: anonymous 401, user 403', async () => {
    const id = await postIdea('Visibility check alpha');
    const anonymous = await decide(`/api/ideas/${id}`, { status: 'approved' });
    expect(anonymous.statusCode).toBe(401);
    const user = await decide(`/api/ideas/${id}`, { status: 'approved' }, author);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe(NOT_ALLOWED);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/submissions',
      headers: author.headers,
    });
    expect(list.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/submissions' })).statusCode).toBe(401);
  });

  it('pending and declined posts stay hidden; approved ones appear at once', async () => {
    const pendingId = await postIdea('Visibility check pending');
    const approvedId = await postIdea('Visibility check approved');
    const declinedId = await postIdea('Visibility check declined');
    expect(await publicIdeaTitles('Visibility check')).toEqual([]);

    const pendingList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/submissions',
      headers: admin.headers,
    });
    expect(pendingList.statusCode).toBe(200);
    const pending = pendingList.json<{ items: AdminSubmission[] }>().items;
    const listed = pending.find((item) => item.kind === 'idea' && item.id === pendingId);
    expect(listed).toMatchObject({
      title: 'Visibility check pending',
      ownerEmail: author.email,
      status: 'pending',
      extraTags: ['agriculture', 'solar'],
      contact: IDEA.contact,
    });

    expect((await decide(`/api/ideas/${approvedId}`, { status: 'approved' }, admin)).statusCode).toBe(200);
    const declined = await decide(
      `/api/ideas/${declinedId}`,
      { status: 'declined', reason: '  Too close to an existing project. ' },
      admin,
    );
    expect(declined.statusCode).toBe(200);
    expect(await publicIdeaTitles('Visibility check')).toEqual(['Visibility check approved']);

    // Only pending posts can be decided.
    const again = await decide(`/api/ideas/${declinedId}`, { status: 'approved' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPPORTUNITY_MESSAGES.alreadyReviewed);
    expect(await publicIdeaTitles('Visibility check')).toEqual(['Visibility check approved']);
    expect((await decide('/api/ideas/999999', { status: 'approved' }, admin)).statusCode).toBe(404);
    expect((await decide(`/api/ideas/${pendingId}`, { status: 'pending' }, admin)).statusCode).toBe(400);

    const declinedList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/submissions?status=declined',
      headers: admin.headers,
    });
    expect(
      declinedList.json<{ items: AdminSubmission[] }>().items.find((item) => item.id === declinedId),
    ).toMatchObject({
      status: 'declined',
      reviewReason: 'Too close to an existing project.',
    });

    // The author sees all three with their state; someone else sees none of them.
    const own = await mySubmissions(author);
    const byTitle = (title: string) => own.find((item) => item.title === title);
    expect(byTitle('Visibility check pending')).toMatchObject({
      type: 'Idea',
      status: 'Pending',
      reason: null,
    });
    expect(byTitle('Visibility check approved')).toMatchObject({ type: 'Idea', status: 'Approved' });
    expect(byTitle('Visibility check declined')).toMatchObject({
      status: 'Declined',
      reason: 'Too close to an existing project.',
    });
    const dates = own.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await mySubmissions(stranger)).some((item) => item.title.startsWith('Visibility check'))).toBe(
      false,
    );

    // Audit trail and the author's mails.
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'subject_id', 'actor_email'])
      .where('subject_type', '=', 'idea')
      .where('subject_id', 'in', [String(approvedId), String(declinedId)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'idea.approve',
        subject_type: 'idea',
        subject_id: String(approvedId),
        actor_email: ADMIN_EMAIL,
      },
      {
        action: 'idea.decline',
        subject_type: 'idea',
        subject_id: String(declinedId),
        actor_email: ADMIN_EMAIL,
      },
    ]);
    await t.app.mail.deliverDue();
    const approvedMail = await sink.waitFor((m) => m.subject === 'Approved: Visibility check approved');
    expect(approvedMail.envelopeTo).toEqual([author.email]);
    const declinedMail = await sink.waitFor((m) => m.subject === 'Not approved: Visibility check declined');
    expect(declinedMail.envelopeTo).toEqual([author.email]);
    expect(declinedMail.text).toContain('Too close to an existing project.');
  });

  it('moderates projects and internships the same way, with their own audit actions', async () => {
    const project = await post('/api/projects', { ...PROJECT, projectTitle: 'Moderated project' }, author);
    const internship = await post(
      '/api/internships',
      { ...INTERNSHIP, title: 'Moderated internship' },
      admin,
    );
    const projectId = project.json().id as number;
    const internshipId = internship.json().id as number;
    expect((await decide(`/api/projects/${projectId}`, { status: 'approved' }, author)).statusCode).toBe(403);
    expect((await decide(`/api/projects/${projectId}`, { status: 'approved' }, admin)).statusCode).toBe(200);
    expect((await decide(`/api/internships/${internshipId}`, { status: 'declined' }, admin)).statusCode).toBe(
      200,
    );
    expect((await decide(`/api/internships/${internshipId}`, { status: 'declined' }, admin)).statusCode).toBe(
      409,
    );

    const projects = await t.app.inject({ method: 'GET', url: '/api/projects?q=moderated' });
    expect(projects.json().items.map((item: { projectTitle: string }) => item.projectTitle)).toEqual([
      'Moderated project',
    ]);
    const internships = await t.app.inject({ method: 'GET', url: '/api/internships?q=moderated' });
    expect(internships.json().items).toEqual([]);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', 'in', ['project', 'internship'])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['project.approve', 'internship.decline']);
    const own = await mySubmissions(admin);
    expect(own.find((item) => item.title === 'Moderated internship')).toMatchObject({
      type: 'Internship',
      status: 'Declined',
    });
    expect((await mySubmissions(author)).find((item) => item.title === 'Moderated project')).toMatchObject({
      type: 'Project',
      status: 'Approved',
    });
  });
});

describe('GET /api/my/submissions', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my/submissions' });
    expect(response.statusCode).toBe(401);
  });

  it('includes programme applications with the programme title and team; accepted shows as Approved', async () => {
    const person = await signIn(t.app, 'founder@startup.example.com');
    await t.app.db
      .insertInto('programs')
      .values({
        slug: 'acceleration',
        title: 'Acceleration Program',
        duration: '6 months',
        summary: 'Intensive.',
        features_json: '[]',
        position: 1,
      })
      .execute();
    const base = {
      user_id: person.id,
      stage: 'MVP',
      description: 'We build things.',
      team_size: 3,
      website: null,
      phone: '+91 90000 00000',
      decided_at: null,
      decided_by: null,
    };
    await t.app.db
      .insertInto('program_applications')
      .values([
        {
          ...base,
          program_slug: 'acceleration',
          team_name: 'Team Rocket',
          status: 'accepted',
          created_at: '2030-01-02T00:00:00.000Z',
        },
        {
          ...base,
          program_slug: 'acceleration',
          team_name: 'Team Two',
          status: 'pending',
          created_at: '2030-01-01T00:00:00.000Z',
        },
      ])
      .execute();
    const own = await mySubmissions(person);
    expect(own).toEqual([
      expect.objectContaining({
        type: 'Program',
        title: 'Acceleration Program',
        detail: 'Team Rocket',
        status: 'Approved',
      }),
      expect.objectContaining({
        type: 'Program',
        title: 'Acceleration Program',
        detail: 'Team Two',
        status: 'Pending',
      }),
    ]);
    expect((await mySubmissions(stranger)).some((item) => item.type === 'Program')).toBe(false);
  });
});
