import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PostApplicationState } from '#common/post-applications-constants';
import type { TableOwners } from '../table-owners';

// Applications on the site to internships and projects (migration 0022).

export interface PostApplicationsTable {
  id: Generated<number>;
  /** Exactly one of the two is set. */
  internship_id: number | null;
  project_id: number | null;
  applicant_id: number;
  note: string;
  portfolio_url: string | null;
  github_url: string | null;
  linkedin_url: string | null;
  cv_key: string | null;
  state: Generated<PostApplicationState>;
  owner_note: string | null;
  created_at: string;
  updated_at: string;
}
export type PostApplicationRow = Selectable<PostApplicationsTable>;
export type NewPostApplicationRow = Insertable<PostApplicationsTable>;
export type PostApplicationUpdate = Updateable<PostApplicationsTable>;

export interface PostApplicationTables {
  post_applications: PostApplicationsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const postApplicationTableOwners = {
  // Reports read whether a reporter has applied (history, docs/product.md#reports).
  post_applications: { owner: 'features/post-applications', readBy: ['features/reports', 'features/impact'] },
} as const satisfies TableOwners<PostApplicationTables>;
