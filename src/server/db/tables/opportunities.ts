import type { Generated } from 'kysely';

export type ReviewStatus = 'pending' | 'approved' | 'declined';

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
}

export interface IdeasTable extends Reviewed {
  title: string;
  description: string;
  owner_name: string;
  designation: string;
  main_tag: string;
  extra_tags_json: Generated<string>;
  contact: string;
}

export interface ProjectsTable extends Reviewed {
  project_title: string;
  by_whom: string;
  contact: string;
  description: string;
  work_type: string;
  requirements: string;
  application_link: string;
}

export interface InternshipsTable extends Reviewed {
  title: string;
  company: string;
  location: string;
  type: string;
  duration: string;
  stipend: number;
  description: string;
  requirements: string;
  apply_link: string;
  contact: string;
}

export interface OpportunitiesTables {
  ideas: IdeasTable;
  projects: ProjectsTable;
  internships: InternshipsTable;
}
