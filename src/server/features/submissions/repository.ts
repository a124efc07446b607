import type { Executor } from '#server/db/database';

/** At most this many rows of each kind: a person's own submissions are few. */
const LIMIT = 500;

/** The user's ideas, projects, internships and programme applications, each with its review state. */
export async function listOwnSubmissions(db: Executor, userId: number) {
  const [ideas, projects, internships, applications] = await Promise.all([
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('projects')
      .select(['id', 'project_title as title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('internships')
      .select(['id', 'title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('program_applications')
      .leftJoin('programs', 'programs.slug', 'program_applications.program_slug')
      .select([
        'program_applications.id',
        'program_applications.program_slug',
        'programs.title as program_title',
        'program_applications.team_name',
        'program_applications.created_at',
        'program_applications.status',
      ])
      .where('program_applications.user_id', '=', userId)
      .orderBy('program_applications.created_at', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  return { ideas, projects, internships, applications };
}
