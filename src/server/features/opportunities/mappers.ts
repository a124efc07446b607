import type {
  AdminSubmission,
  Idea,
  Internship,
  InternshipType,
  Project,
  ProjectWorkType,
} from '#common/opportunities';
import type { ReviewStatus } from '#server/db/tables/opportunities';

// Rows in the database's snake_case, answers in the forms' camelCase (docs/product.md#idea-form).

interface IdeaRow {
  id: number;
  title: string;
  description: string;
  owner_name: string;
  designation: string;
  main_tag: string;
  extra_tags_json: string;
  contact: string;
  created_at: string;
}
interface ProjectRow {
  id: number;
  project_title: string;
  by_whom: string;
  contact: string;
  description: string;
  work_type: string;
  requirements: string;
  application_link: string;
  created_at: string;
}
interface InternshipRow {
  id: number;
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
  created_at: string;
}
interface ReviewRow {
  status: ReviewStatus;
  review_reason: string | null;
  reviewed_at: string | null;
  owner_email: string;
}

export function toIdea(row: IdeaRow): Idea {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ownerName: row.owner_name,
    designation: row.designation,
    mainTag: row.main_tag,
    extraTags: JSON.parse(row.extra_tags_json) as string[],
    contact: row.contact,
    createdAt: row.created_at,
  };
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    projectTitle: row.project_title,
    byWhom: row.by_whom,
    contact: row.contact,
    description: row.description,
    workType: row.work_type as ProjectWorkType,
    requirements: row.requirements,
    applicationLink: row.application_link,
    createdAt: row.created_at,
  };
}

export function toInternship(row: InternshipRow): Internship {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    type: row.type as InternshipType,
    duration: row.duration,
    // PostgreSQL's integer arrives as a number; a bigint driver setting would give a string.
    stipend: Number(row.stipend),
    description: row.description,
    requirements: row.requirements,
    applyLink: row.apply_link,
    contact: row.contact,
    createdAt: row.created_at,
  };
}

function review(row: ReviewRow) {
  return {
    status: row.status,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at,
    ownerEmail: row.owner_email,
  };
}

/** The admin's list: every kind together, oldest first when pending (first come, first reviewed). */
export function toAdminSubmissions(lists: {
  ideas: (IdeaRow & ReviewRow)[];
  projects: (ProjectRow & ReviewRow)[];
  internships: (InternshipRow & ReviewRow)[];
}): AdminSubmission[] {
  const items: AdminSubmission[] = [
    ...lists.ideas.map((row) => ({ kind: 'idea' as const, ...toIdea(row), ...review(row) })),
    ...lists.projects.map((row) => ({ kind: 'project' as const, ...toProject(row), ...review(row) })),
    ...lists.internships.map((row) => ({
      kind: 'internship' as const,
      ...toInternship(row),
      ...review(row),
    })),
  ];
  const pending = items.every((item) => item.status === 'pending');
  return items.sort((a, b) => {
    const order = a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
    return pending ? order : -order;
  });
}
