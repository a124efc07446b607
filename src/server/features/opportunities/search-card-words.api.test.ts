import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Internship, InternshipType, ListPage, Project, ProjectWorkType } from '#common/opportunities';
import { up as writeCardWords } from '#server/db/migrations/0045-search-what-cards-show';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn } from '#server/test-support/sign-in';
import { insertInternship, insertProject, internshipSearchText, projectSearchText } from './repository';

// Internships and projects are found by what their cards show — skills, location, type, "paid" — and a
// search of several words finds the posts holding every one (docs/product.md#list-search-and-paging).
let t: TestApp;
const at = (day: number) => `2030-02-${String(day).padStart(2, '0')}T10:00:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signIn(t.app, 'owner@example.org');
  const internship = (
    day: number,
    title: string,
    fields: { location: string; type: InternshipType; stipend: number; requirements: string },
  ) => ({
    owner_id: owner.id,
    title,
    company: `Company ${day}`,
    duration: '3 months',
    description: 'Work with the team.',
    apply_link: 'https://example.org/jobs',
    contact: 'jobs@example.org',
    created_at: at(day),
    ...fields,
  });
  for (const row of [
    internship(1, 'Data Analyst Intern', {
      location: 'Remote',
      type: 'Part-time',
      stipend: 8000,
      requirements: 'Python or R\nStatistics coursework',
    }),
    internship(2, 'Frontend Developer Intern', {
      location: 'Pune',
      type: 'Full-time',
      stipend: 15000,
      requirements: 'React and TypeScript\n100% attendance',
    }),
    internship(3, 'Firmware Intern', {
      location: 'Bengaluru (Hybrid)',
      type: 'Full-time',
      stipend: 0,
      requirements: 'C++, embedded Linux\nPython scripting\nsnake_case naming',
    }),
    internship(4, 'Research Intern', {
      location: 'Remote',
      type: 'Full-time',
      stipend: 5000,
      requirements: 'Curiosity; it’s a "reading" role',
    }),
  ])
    await insertInternship(t.app.db, row);
  await t.app.db.updateTable('internships').set({ status: 'approved' }).execute();

  const project = (day: number, title: string, workType: ProjectWorkType, requirements: string) => ({
    owner_id: owner.id,
    project_title: title,
    by_whom: 'Robotics Club',
    contact: 'p@example.org',
    description: 'Build something useful for the campus.',
    work_type: workType,
    requirements,
    application_link: 'https://example.org/apply',
    created_at: at(day),
  });
  for (const row of [
    project(1, 'Drone mapping', 'On-site', 'Python, photogrammetry'),
    project(2, 'Timetable app', 'Remote', 'React, accessibility basics'),
    project(3, 'Soil sensors', 'Hybrid', 'Python and soldering'),
  ])
    await insertProject(t.app.db, row);
  await t.app.db.updateTable('projects').set({ status: 'approved' }).execute();
});
afterAll(async () => t?.close());

async function titles<T>(list: 'internships' | 'projects', q: string, filter = '') {
  const url = `/api/${list}?q=${encodeURIComponent(q)}${filter}`;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const page = response.json<ListPage<T>>();
  return page.items.map((item) =>
    'title' in (item as object) ? (item as Internship).title : (item as Project).projectTitle,
  );
}

describe('internship search by what the card shows', () => {
  it.each([
    ['a skill in the requirements', 'python', ['Firmware Intern', 'Data Analyst Intern']],
    ['the location', 'remote', ['Research Intern', 'Data Analyst Intern']],
    ['a location in brackets', 'hybrid', ['Firmware Intern']],
    ['two words in different fields', 'python remote', ['Data Analyst Intern']],
    ['any case', 'PyThOn REMOTE', ['Data Analyst Intern']],
    ['words apart, in either order', 'remote analyst', ['Data Analyst Intern']],
    ['a comma and brackets between words', 'python, (remote)', ['Data Analyst Intern']],
    ['a full stop after a word', 'remote.', ['Research Intern', 'Data Analyst Intern']],
    ['a word in quotes', '"typescript"', ['Frontend Developer Intern']],
    [
      'the type with its hyphen',
      'full-time',
      ['Research Intern', 'Firmware Intern', 'Frontend Developer Intern'],
    ],
    ['the type without it', 'fulltime pune', ['Frontend Developer Intern']],
    ['the type as two words', 'part time', ['Data Analyst Intern']],
    ['unpaid internships', 'unpaid', ['Firmware Intern']],
    ['the duration', '3 months firmware', ['Firmware Intern']],
    ['a word with symbols', 'c++', ['Firmware Intern']],
    ['a percent sign as itself', '100%', ['Frontend Developer Intern']],
    ['a lone percent sign (no wildcard)', '%', ['Frontend Developer Intern']],
    ['an underscore as itself', '_', ['Firmware Intern']],
    ['a curly apostrophe', 'it’s', ['Research Intern']],
    [
      'a short word',
      'r',
      ['Research Intern', 'Firmware Intern', 'Frontend Developer Intern', 'Data Analyst Intern'],
    ],
    ['one missing word', 'python kotlin', []],
  ])('finds %s (%s)', async (_what, q, expected) => {
    expect(await titles<Internship>('internships', q)).toEqual(expected);
  });

  it('keeps "paid" a substring: it finds paid internships, and unpaid ones as "un-paid"', async () => {
    expect(await titles<Internship>('internships', 'paid')).toEqual([
      'Research Intern',
      'Firmware Intern',
      'Frontend Developer Intern',
      'Data Analyst Intern',
    ]);
  });

  it('combines the words with the type filter', async () => {
    expect(await titles<Internship>('internships', 'python', '&type=Full-time')).toEqual(['Firmware Intern']);
    expect(await titles<Internship>('internships', 'remote', '&type=Part-time')).toEqual([
      'Data Analyst Intern',
    ]);
  });

  it.each([
    ['a single quote and SQL', "' or 1=1 --"],
    ['a lone double quote', '"'],
    ['an unclosed quote', '"python'],
    ['FTS operators', 'NEAR(python remote) OR python* -remote ^python'],
    ['a backslash', '\\'],
    ['a tab between words', 'python\tremote'],
    ['100 characters', 'python '.repeat(14) + 'xx'],
    ['100 one-letter words', 'a '.repeat(49) + 'z'],
    ['emoji and right-to-left text', '🐍 بايثون'],
  ])('answers 200 with what matches for hostile input: %s', async (_what, q) => {
    const url = `/api/internships?q=${encodeURIComponent(q)}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const page = response.json<ListPage<Internship>>();
    expect(page.total).toBe(page.items.length);
  });

  it('reads the hostile words as text', async () => {
    expect(await titles<Internship>('internships', "' or 1=1 --")).toEqual([]);
    expect(await titles<Internship>('internships', '"python')).toEqual([
      'Firmware Intern',
      'Data Analyst Intern',
    ]);
    expect(await titles<Internship>('internships', 'python*')).toEqual([]);
    expect(await titles<Internship>('internships', 'python\tremote')).toEqual(['Data Analyst Intern']);
    expect(await titles<Internship>('internships', '"reading"')).toEqual(['Research Intern']);
  });

  it.each([
    ['over 100 characters', 'p'.repeat(101), /at most 100 characters/],
    ['a NUL character', 'python\u0000remote', /NUL character/],
  ])('refuses search text %s with 400 and says why', async (_what, q, message) => {
    const url = `/api/internships?q=${encodeURIComponent(q)}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});

describe('project search by what the card shows', () => {
  it.each([
    ['a skill', 'python', ['Soil sensors', 'Drone mapping']],
    ['the work type', 'remote', ['Timetable app']],
    ['on-site with its hyphen', 'on-site', ['Drone mapping']],
    ['onsite without it', 'onsite', ['Drone mapping']],
    ['a skill and the work type', 'python hybrid', ['Soil sensors']],
    ['the description', 'campus', ['Soil sensors', 'Timetable app', 'Drone mapping']],
  ])('finds %s (%s)', async (_what, q, expected) => {
    expect(await titles<Project>('projects', q)).toEqual(expected);
  });
});

describe('migration 0045', () => {
  it('writes the same search text as new posts get', async () => {
    const db = t.app.db;
    await db.updateTable('internships').set({ search_text: 'old' }).execute();
    await db.updateTable('projects').set({ search_text: 'old' }).execute();
    expect(await titles<Internship>('internships', 'python')).toEqual([]);
    await writeCardWords(db as unknown as Kysely<unknown>);
    for (const row of await db.selectFrom('internships').selectAll().execute())
      expect(row.search_text).toBe(internshipSearchText(row));
    for (const row of await db.selectFrom('projects').selectAll().execute())
      expect(row.search_text).toBe(projectSearchText(row));
    // The index followed the rewritten column.
    expect(await titles<Internship>('internships', 'python remote')).toEqual(['Data Analyst Intern']);
  });
});
