import type { Executor } from '#server/db/database';
import { insertProgram } from '#server/features/content/repository';
import { insertCohort, insertMember, insertStartup } from '#server/features/startups/repository';

/** Stores the programme `slug` that cohorts (and calls) belong to. */
export async function insertTestProgram(db: Executor, slug: string, title = 'Incubation'): Promise<void> {
  await insertProgram(db, { slug, title, duration: '', summary: '', features: [], position: 1 });
}

/** Stores a cohort of the programme `programSlug`, running from `startsOn` to `endsOn`, and answers its id. */
export async function insertTestCohort(
  db: Executor,
  cohort: { name: string; programSlug: string; startsOn?: string; endsOn?: string },
): Promise<number> {
  const now = new Date().toISOString();
  return insertCohort(db, {
    name: cohort.name,
    program_slug: cohort.programSlug,
    call_id: null,
    starts_on: cohort.startsOn ?? '2025-01-01',
    ends_on: cohort.endsOn ?? '2099-12-31',
    created_at: now,
    updated_at: now,
  });
}

/**
 * Stores an unpublished startup `name` in the cohort with `people` already joined to its team (founders unless
 * told), and answers its id.
 */
export async function insertCohortStartup(
  db: Executor,
  cohortId: number,
  name: string,
  people: { id: number; role?: 'founder' | 'member' }[],
): Promise<number> {
  const now = new Date().toISOString();
  const startupId = await insertStartup(db, {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    logo_key: null,
    pitch: 'A pitch',
    sector: 'Health',
    stage: 'Idea',
    website: '',
    founded_year: null,
    status: 'active',
    funding_raised: null,
    jobs: null,
    cohort_id: cohortId,
    cohort_label: '',
    application_id: null,
    published: 0,
    published_at: null,
    created_at: now,
    updated_at: now,
  });
  for (const person of people)
    await insertMember(db, {
      cohort_id: cohortId,
      startup_id: startupId,
      user_id: person.id,
      role: person.role ?? 'founder',
      invite_attempts: 0,
      joined_at: now,
      created_at: now,
    });
  return startupId;
}
