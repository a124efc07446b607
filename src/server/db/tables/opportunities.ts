import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ListingClosedReason } from '#common/listing-lifecycle-constants';
import type { InternshipType, ProjectWorkType, ReviewStatus } from '#common/opportunities-constants';
import type { TableOwners } from '../table-owners';

export type { ListingClosedReason, ReviewStatus };

interface Reviewed {
  id: Generated<number>;
  owner_id: number;
  status: ReviewStatus;
  review_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  /** Lower-cased searchable fields, joined by U+001F (see repository.ts). */
  search_text: string;
  /** Set when enough open reports hide the post from the public lists (docs/product.md#reports). */
  hidden_at: string | null;
  /** Its place in the list's approval order, set by a trigger on approval (migration 0025). */
  approval_seq: number | null;
}

export interface IdeasTable extends Reviewed {
  title: string;
  description: string;
  owner_name: string;
  designation: string;
  main_tag: string;
  extra_tags_json: Generated<string>;
  contact: string;
  /** What the team still looks for, as its owner wrote it (migration 0028). */
  skills_wanted: Generated<string>;
  /** Set when the owner marks the team complete: no more join requests. */
  team_complete_at: string | null;
  /** Kept in step with idea_endorsements in the same transaction. */
  endorsement_count: Generated<number>;
}
export type IdeaRow = Selectable<IdeasTable>;
export type NewIdeaRow = Insertable<IdeasTable>;
export type IdeaUpdate = Updateable<IdeasTable>;

/** docs/product.md#listing-lifecycle: internships and projects expire unless renewed, and can close as filled. */
interface Expiring {
  /** When the approved listing leaves the public lists unless renewed (migration 0028). */
  expires_at: string | null;
  /** When it left them (closed as filled, or expired); null while open. */
  closed_at: string | null;
  closed_reason: ListingClosedReason | null;
}

export interface ProjectsTable extends Reviewed, Expiring {
  project_title: string;
  by_whom: string;
  contact: string;
  description: string;
  work_type: ProjectWorkType;
  requirements: string;
  application_link: string;
}
export type ProjectRow = Selectable<ProjectsTable>;
export type NewProjectRow = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;

export interface InternshipsTable extends Reviewed, Expiring {
  title: string;
  company: string;
  location: string;
  type: InternshipType;
  duration: string;
  stipend: number;
  description: string;
  requirements: string;
  apply_link: string;
  contact: string;
}
export type InternshipRow = Selectable<InternshipsTable>;
export type NewInternshipRow = Insertable<InternshipsTable>;
export type InternshipUpdate = Updateable<InternshipsTable>;

/** Filled in by the review, the search index and reports, never by the poster. */
type ReviewColumns =
  | 'id'
  | 'status'
  | 'review_reason'
  | 'reviewed_at'
  | 'reviewed_by'
  | 'search_text'
  | 'hidden_at'
  | 'approval_seq'
  | 'expires_at'
  | 'closed_at'
  | 'closed_reason';
/** What a new post stores; the repository sets its status and search text. */
export type IdeaPostColumns = Omit<NewIdeaRow, ReviewColumns | 'extra_tags_json'> & {
  extra_tags_json: string;
};
export type ProjectPostColumns = Omit<NewProjectRow, ReviewColumns>;
export type InternshipPostColumns = Omit<NewInternshipRow, ReviewColumns>;

/**
 * One row per post list, its version raised by a trigger on every change to the list's table
 * (migration 0019): list answers are kept until it moves (docs/decisions/020-post-search-and-list-versions.md).
 */
export interface PostListVersionsTable {
  list: 'ideas' | 'projects' | 'internships';
  version: number;
}
export type PostListVersionRow = Selectable<PostListVersionsTable>;
export type NewPostListVersionRow = Insertable<PostListVersionsTable>;
export type PostListVersionUpdate = Updateable<PostListVersionsTable>;

export interface OpportunitiesTables {
  post_list_versions: PostListVersionsTable;
  ideas: IdeasTable;
  projects: ProjectsTable;
  internships: InternshipsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const opportunitiesTableOwners = {
  post_list_versions: 'features/opportunities',
  ideas: { owner: 'features/opportunities', readBy: ['features/idea-teams', 'features/reports'] },
  projects: {
    owner: 'features/opportunities',
    readBy: ['features/post-applications', 'features/reports'],
  },
  internships: {
    owner: 'features/opportunities',
    readBy: ['features/post-applications', 'features/reports', 'features/impact'],
  },
} as const satisfies TableOwners<OpportunitiesTables>;
