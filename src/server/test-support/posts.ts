import type { OpportunityKind } from '#common/opportunities-constants';
import type { Executor } from '#server/db/database';
import {
  decidePost,
  insertIdea,
  insertInternship,
  insertProject,
} from '#server/features/opportunities/repository';

/** Stores a post of `kind` by `ownerId` with `title`, in `status` (approved unless told), and answers its id. */
export async function insertPost(
  db: Executor,
  kind: OpportunityKind,
  ownerId: number,
  title: string,
  status: 'pending' | 'approved' | 'declined' = 'approved',
  createdAt = new Date().toISOString(),
): Promise<number> {
  const base = { owner_id: ownerId, contact: 'owner@example.org', created_at: createdAt };
  let id: number;
  if (kind === 'idea')
    id = await insertIdea(db, {
      ...base,
      contact: '+91 98765 43210',
      title,
      description: `About ${title}`,
      owner_name: 'Post Owner',
      designation: 'Student',
      main_tag: 'General',
      extra_tags_json: '[]',
    });
  else if (kind === 'project')
    id = await insertProject(db, {
      ...base,
      project_title: title,
      by_whom: 'Post Owner',
      description: `About ${title}`,
      work_type: 'Remote',
      requirements: 'Curiosity',
      application_link: 'https://example.org/apply',
    });
  else
    id = await insertInternship(db, {
      ...base,
      title,
      company: 'Acme Robotics',
      location: 'Bengaluru',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      description: `About ${title}`,
      requirements: 'Curiosity',
      apply_link: 'https://example.org/apply',
    });
  if (status !== 'pending')
    await decidePost(db, kind, id, { status, reason: null, at: createdAt, by: 'admin@example.org' });
  return id;
}
