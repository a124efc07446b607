import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { insertIdea, insertInternship, insertProject } from './repository';

/**
 * docs/product.md#private-contact: a poster's WhatsApp number and email reach signed-in people only. An
 * anonymous answer leaves the key out; the two answers never cross through the list cache or an HTTP cache
 * (docs/decisions/038-private-contact-for-signed-in-people.md).
 */
const NUMBER = '+91 98765 43210';
const PROJECT_EMAIL = 'lab.owner@example.org';
const INTERNSHIP_EMAIL = 'hiring.owner@example.org';

let t: TestApp;
let reader: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signIn(t.app, 'owner@example.org');
  reader = await signIn(t.app, 'reader@example.org');
  const created_at = new Date().toISOString();
  await insertIdea(t.app.db, {
    owner_id: owner.id,
    title: 'Solar cold storage',
    description: 'Cold rooms',
    owner_name: 'Ravi',
    designation: 'Student',
    main_tag: 'CleanTech',
    extra_tags_json: '[]',
    contact: NUMBER,
    created_at,
  });
  await insertProject(t.app.db, {
    owner_id: owner.id,
    project_title: 'Drone mapping',
    by_whom: 'Robotics Club',
    contact: PROJECT_EMAIL,
    description: 'Map the campus',
    work_type: 'Remote',
    requirements: 'Python',
    application_link: 'https://example.org/apply',
    created_at,
  });
  await insertInternship(t.app.db, {
    owner_id: owner.id,
    title: 'Frontend intern',
    company: 'Acme',
    location: 'Pune',
    type: 'Full-time',
    duration: '3 months',
    stipend: 10000,
    description: 'React',
    requirements: 'React',
    apply_link: 'https://example.org/jobs',
    contact: INTERNSHIP_EMAIL,
    created_at,
  });
  for (const table of ['ideas', 'projects', 'internships'] as const)
    await t.app.db.updateTable(table).set({ status: 'approved' }).execute();
});
afterAll(async () => t?.close());

const list = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const firstItem = (body: string) => (JSON.parse(body) as { items: Record<string, unknown>[] }).items[0]!;

describe('private contact in the public lists', () => {
  it('leaves the contact out of an anonymous answer altogether, with no shared caching of it', async () => {
    for (const url of ['/api/ideas', '/api/projects']) {
      const response = await list(url);
      expect(response.statusCode).toBe(200);
      expect(firstItem(response.body)).not.toHaveProperty('contact');
      expect(response.body).not.toContain(NUMBER);
      expect(response.body).not.toContain(PROJECT_EMAIL);
      expect(response.headers.vary).toBe('Cookie, Authorization');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives a signed-in person the WhatsApp number and the project email, marked private and not stored', async () => {
    const ideas = await list('/api/ideas', reader.headers);
    expect(firstItem(ideas.body)).toMatchObject({ title: 'Solar cold storage', contact: NUMBER });
    const projects = await list('/api/projects', reader.headers);
    expect(firstItem(projects.body)).toMatchObject({ projectTitle: 'Drone mapping', contact: PROJECT_EMAIL });
    for (const response of [ideas, projects]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('Cookie, Authorization');
    }
  });

  it('never hands the answer kept for signed-in people to a visitor, whichever is asked first', async () => {
    // The same query each time, so the list cache (docs/decisions/020-post-search-and-list-versions.md)
    // would answer from memory if the audience were not part of its key.
    const signedInFirst = '/api/ideas?q=solar';
    expect(firstItem((await list(signedInFirst, reader.headers)).body)).toHaveProperty('contact', NUMBER);
    expect(firstItem((await list(signedInFirst)).body)).not.toHaveProperty('contact');

    const anonymousFirst = '/api/projects?q=drone';
    expect(firstItem((await list(anonymousFirst)).body)).not.toHaveProperty('contact');
    expect(firstItem((await list(anonymousFirst, reader.headers)).body)).toHaveProperty(
      'contact',
      PROJECT_EMAIL,
    );
    expect(firstItem((await list(anonymousFirst)).body)).not.toHaveProperty('contact');
  });

  it('treats a session that is not valid as a visitor', async () => {
    const response = await list('/api/ideas', { cookie: 'session=not-a-real-token' });
    expect(response.statusCode).toBe(200);
    expect(firstItem(response.body)).not.toHaveProperty('contact');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the internship contact email out of every list answer: applicants use the site or the company link', async () => {
    for (const headers of [{}, reader.headers]) {
      const response = await list('/api/internships', headers);
      expect(firstItem(response.body)).toMatchObject({ title: 'Frontend intern' });
      expect(firstItem(response.body)).not.toHaveProperty('contact');
      expect(response.body).not.toContain(INTERNSHIP_EMAIL);
    }
  });
});
