import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Idea,
  Internship,
  InternshipType,
  ListPage,
  Project,
  ProjectWorkType,
} from '#common/opportunities';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { insertIdea, insertInternship, insertProject } from './repository';
import { signIn } from '#server/test-support/sign-in';

let t: TestApp;
const at = (day: number) => `2030-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** A fixed data set: approved posts on distinct days, plus pending and declined ones that must never show. */
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signIn(t.app, 'owner@example.org');
  const idea = (day: number, fields: Partial<Parameters<typeof insertIdea>[1]>) => ({
    owner_id: owner.id,
    title: `Idea ${day}`,
    description: 'Plain description',
    owner_name: 'Someone',
    designation: 'Student',
    main_tag: 'General',
    extra_tags_json: '[]',
    contact: '+91 98765 43210',
    created_at: at(day),
    ...fields,
  });
  const ideas = [
    idea(1, { title: 'Smart Irrigation', main_tag: 'AgriTech', extra_tags_json: '["IoT","Water"]' }),
    idea(2, { title: 'Campus Café Finder', description: 'Find the nearest café with 100% uptime' }),
    idea(3, {
      title: 'Ledger',
      owner_name: 'Ananya Rao',
      designation: 'Professor',
      description: 'A ledger that says "hello" OR NOT',
    }),
    idea(4, { title: 'under_score idea', extra_tags_json: '["Machine Learning","ÉCOLE"]' }),
    idea(5, { title: 'Back\\slash', main_tag: 'Robotics' }),
    idea(6, { title: 'Pending irrigation' }),
    idea(7, { title: 'Declined irrigation' }),
  ];
  for (const row of ideas) await insertIdea(t.app.db, row);
  await t.app.db
    .updateTable('ideas')
    .set({ status: 'approved' })
    .where('title', 'not like', '%irrigation')
    .execute();
  await t.app.db
    .updateTable('ideas')
    .set({ status: 'approved' })
    .where('title', '=', 'Smart Irrigation')
    .execute();
  await t.app.db
    .updateTable('ideas')
    .set({ status: 'declined' })
    .where('title', '=', 'Declined irrigation')
    .execute();

  const project = (day: number, title: string, byWhom: string, workType: ProjectWorkType) => ({
    owner_id: owner.id,
    project_title: title,
    by_whom: byWhom,
    contact: 'p@example.org',
    description: 'A project with Irrigation in its description only',
    work_type: workType,
    requirements: 'None',
    application_link: 'https://example.org/apply',
    created_at: at(day),
  });
  for (const row of [
    project(1, 'Drone Mapping', 'Prof. Meera Iyer', 'Remote'),
    project(2, 'Solar Grid', 'Green Labs', 'On-site'),
    project(3, 'Robot Arm', 'meera robotics', 'Hybrid'),
    project(4, 'Hidden Project', 'Meera', 'Remote'),
  ])
    await insertProject(t.app.db, row);
  await t.app.db
    .updateTable('projects')
    .set({ status: 'approved' })
    .where('project_title', '!=', 'Hidden Project')
    .execute();

  const internship = (day: number, title: string, company: string, type: InternshipType) => ({
    owner_id: owner.id,
    title,
    company,
    location: 'Pune',
    type,
    duration: '3 months',
    stipend: 10000,
    description: 'Frontend work in React',
    requirements: 'React',
    apply_link: 'https://example.org/jobs',
    contact: 'jobs@example.org',
    created_at: at(day),
  });
  for (const row of [
    internship(1, 'Frontend Intern', 'Acme', 'Full-time'),
    internship(2, 'Data Intern', 'FrontRow Analytics', 'Part-time'),
    internship(3, 'Design Intern', 'Pixel', 'Remote'),
    internship(4, 'Backend Intern', 'Acme', 'Hybrid'),
    internship(5, 'Frontend Lead Intern', 'Hidden Co', 'Full-time'),
  ])
    await insertInternship(t.app.db, row);
  await t.app.db
    .updateTable('internships')
    .set({ status: 'approved' })
    .where('company', '!=', 'Hidden Co')
    .execute();
});
afterAll(async () => t?.close());

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<ListPage<T>>();
}
const ideaTitles = async (query: string) =>
  (await get<Idea>(`/api/ideas?${query}`)).items.map((item) => item.title);
const projectTitles = async (query: string) =>
  (await get<Project>(`/api/projects?${query}`)).items.map((item) => item.projectTitle);
const internshipTitles = async (query: string) =>
  (await get<Internship>(`/api/internships?${query}`)).items.map((item) => item.title);

describe('GET /api/ideas', () => {
  it('lists approved ideas only, newest first, with the field names of docs/product.md#idea-form (no contact for a visitor)', async () => {
    const page = await get<Idea>('/api/ideas');
    expect(page.items.map((item) => item.title)).toEqual([
      'Back\\slash',
      'under_score idea',
      'Ledger',
      'Campus Café Finder',
      'Smart Irrigation',
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(page.items.at(-1)).toEqual({
      id: expect.any(Number),
      title: 'Smart Irrigation',
      description: 'Plain description',
      ownerName: 'Someone',
      designation: 'Student',
      mainTag: 'AgriTech',
      extraTags: ['IoT', 'Water'],
      // docs/product.md#private-contact: the WhatsApp number is not in an anonymous answer at all.
      createdAt: at(1),
      // docs/product.md#idea-teams and #endorsements: a new idea has no team and no endorsements yet.
      team: [],
      skillsWanted: '',
      teamComplete: false,
      endorsements: 0,
    });
  });

  it.each([
    ['title, any case', 'q=SMART', ['Smart Irrigation']],
    ['description', 'q=nearest', ['Campus Café Finder']],
    ['owner name', 'q=ananya', ['Ledger']],
    ['designation', 'q=PROFESSOR', ['Ledger']],
    ['main tag', 'q=agritech', ['Smart Irrigation']],
    ['an extra tag', 'q=iot', ['Smart Irrigation']],
    ['part of an extra tag', 'q=learn', ['under_score idea']],
    ['non-ASCII letters in another case', `q=${encodeURIComponent('école')}`, ['under_score idea']],
    ['non-ASCII in the title', `q=${encodeURIComponent('CAFÉ')}`, ['Campus Café Finder']],
    ['a literal percent sign', 'q=100%25', ['Campus Café Finder']],
    ['a lone percent sign (no wildcard)', 'q=%25', ['Campus Café Finder']],
    ['a literal underscore', 'q=_', ['under_score idea']],
    ['a literal backslash', `q=${encodeURIComponent('\\')}`, ['Back\\slash']],
    ['double quotes and search operators as text', `q=${encodeURIComponent('"hello" or')}`, ['Ledger']],
    ['surrounding spaces ignored', 'q=%20%20ledger%20', ['Ledger']],
    ['nothing for pending or declined', 'q=irrigation', ['Smart Irrigation']],
    ['no match', 'q=quantum', []],
    [
      'every word, each in its own field',
      `q=${encodeURIComponent('irrigation agritech')}`,
      ['Smart Irrigation'],
    ],
    ['no match when one word is missing', `q=${encodeURIComponent('irrigation quantum')}`, []],
  ])('searches %s', async (_what, query, expected) => {
    expect(await ideaTitles(query)).toEqual(expected);
  });

  it('keeps the search index in step when a post changes or goes away', async () => {
    await t.app.db
      .updateTable('ideas')
      .set({ search_text: 'renamed\u001fnothing else' })
      .where('title', '=', 'Ledger')
      .execute();
    expect(await ideaTitles('q=renamed')).toEqual(['Ledger']);
    expect(await ideaTitles('q=ananya')).toEqual([]);
    const restored = await t.app.db
      .selectFrom('ideas')
      .selectAll()
      .where('title', '=', 'Ledger')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('ideas').where('id', '=', restored.id).execute();
    expect(await ideaTitles('q=renamed')).toEqual([]);
    const { id: _id, search_text: _text, ...row } = restored;
    await insertIdea(t.app.db, row);
    await t.app.db.updateTable('ideas').set({ status: 'approved' }).where('title', '=', 'Ledger').execute();
    expect(await ideaTitles('q=ananya')).toEqual(['Ledger']);
  });

  it('pages with a total', async () => {
    const first = await get<Idea>('/api/ideas?pageSize=2');
    const second = await get<Idea>('/api/ideas?pageSize=2&page=2');
    const third = await get<Idea>('/api/ideas?pageSize=2&page=3');
    const beyond = await get<Idea>('/api/ideas?pageSize=2&page=4');
    expect([first, second, third].map((page) => page.items.map((item) => item.title))).toEqual([
      ['Back\\slash', 'under_score idea'],
      ['Ledger', 'Campus Café Finder'],
      ['Smart Irrigation'],
    ]);
    expect([first.total, second.total, third.total, beyond.total]).toEqual([5, 5, 5, 5]);
    expect(beyond.items).toEqual([]);
    const searched = await get<Idea>('/api/ideas?q=e&pageSize=1');
    expect(searched.total).toBe(5);
  });

  it.each(['page=0', 'pageSize=51', 'pageSize=abc', `q=${'x'.repeat(101)}`, 'sort=title'])(
    'refuses a bad query (%s) with 400',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/ideas?${query}` });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/projects', () => {
  it('searches title, poster and description, case-insensitively, approved only, newest first', async () => {
    expect(await projectTitles('')).toEqual(['Robot Arm', 'Solar Grid', 'Drone Mapping']);
    expect(await projectTitles('q=MEERA')).toEqual(['Robot Arm', 'Drone Mapping']);
    expect(await projectTitles('q=solar')).toEqual(['Solar Grid']);
    expect(await projectTitles('q=green%20labs')).toEqual(['Solar Grid']);
    // The description is searched too (docs/product.md#projects).
    expect(await projectTitles('q=irrigation')).toEqual(['Robot Arm', 'Solar Grid', 'Drone Mapping']);
  });

  it.each([
    ['All', ['Robot Arm', 'Solar Grid', 'Drone Mapping']],
    ['Remote', ['Drone Mapping']],
    ['On-site', ['Solar Grid']],
    ['Hybrid', ['Robot Arm']],
  ])('filters by location %s', async (location, expected) => {
    expect(await projectTitles(`location=${location}`)).toEqual(expected);
  });

  it('combines search and location, and refuses unknown locations', async () => {
    expect(await projectTitles('q=meera&location=Hybrid')).toEqual(['Robot Arm']);
    expect(await projectTitles('q=meera&location=On-site')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects?location=Mars' })).statusCode).toBe(400);
  });
});

describe('GET /api/internships', () => {
  it('searches title, company and requirements, case-insensitively, approved only', async () => {
    expect(await internshipTitles('')).toEqual([
      'Backend Intern',
      'Design Intern',
      'Data Intern',
      'Frontend Intern',
    ]);
    expect(await internshipTitles('q=FRONTROW')).toEqual(['Data Intern']);
    expect(await internshipTitles('q=frontend%20ACME')).toEqual(['Backend Intern', 'Frontend Intern']);
    expect(await internshipTitles('q=acme')).toEqual(['Backend Intern', 'Frontend Intern']);
    expect(await internshipTitles('q=react')).toEqual([
      'Backend Intern',
      'Design Intern',
      'Data Intern',
      'Frontend Intern',
    ]);
  });

  it.each([
    ['All', ['Backend Intern', 'Design Intern', 'Data Intern', 'Frontend Intern']],
    ['Full-time', ['Frontend Intern']],
    ['Part-time', ['Data Intern']],
  ])('filters by type %s', async (type, expected) => {
    expect(await internshipTitles(`type=${type}`)).toEqual(expected);
  });

  it('combines search and type, refuses unknown types, and gives the stipend as a number', async () => {
    expect(await internshipTitles('q=acme&type=Full-time')).toEqual(['Frontend Intern']);
    expect((await t.app.inject({ method: 'GET', url: '/api/internships?type=Remote' })).statusCode).toBe(400);
    const page = await get<Internship>('/api/internships?q=design');
    expect(page.items[0]).toMatchObject({
      stipend: 10000,
      type: 'Remote',
      applyLink: 'https://example.org/jobs',
    });
  });
});
