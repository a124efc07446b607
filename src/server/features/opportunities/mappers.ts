import type { AdminSubmission, Idea, Internship, Project, WallIdea } from '#common/opportunities';
import type { IdeaRow, InternshipRow, ProjectRow } from '#server/db/database';

// Rows in the database's snake_case, answers in the forms' camelCase (docs/product.md#idea-form).

// The columns the public lists select (IDEA_COLUMNS, … in repository.ts).
type IdeaFields = Pick<
  IdeaRow,
  | 'id'
  | 'title'
  | 'description'
  | 'owner_name'
  | 'designation'
  | 'main_tag'
  | 'extra_tags_json'
  | 'contact'
  | 'created_at'
>;
type ProjectFields = Pick<
  ProjectRow,
  | 'id'
  | 'project_title'
  | 'by_whom'
  | 'contact'
  | 'description'
  | 'work_type'
  | 'requirements'
  | 'application_link'
  | 'created_at'
>;
type InternshipFields = Pick<
  InternshipRow,
  | 'id'
  | 'title'
  | 'company'
  | 'location'
  | 'type'
  | 'duration'
  | 'stipend'
  | 'description'
  | 'requirements'
  | 'apply_link'
  | 'contact'
  | 'created_at'
>;
type ReviewFields = Pick<IdeaRow, 'status' | 'review_reason' | 'reviewed_at'> & { owner_email: string };

export function toIdea(row: IdeaFields): Idea {
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

/** An idea on the Wall, with its accepted members (docs/product.md#idea-teams). */
export function toWallIdea(
  row: IdeaFields & Pick<IdeaRow, 'skills_wanted' | 'team_complete_at' | 'endorsement_count'>,
  team: WallIdea['team'],
): WallIdea {
  return {
    ...toIdea(row),
    skillsWanted: row.skills_wanted,
    teamComplete: row.team_complete_at !== null,
    endorsements: Number(row.endorsement_count),
    team,
  };
}

export function toProject(row: ProjectFields): Project {
  return {
    id: row.id,
    projectTitle: row.project_title,
    byWhom: row.by_whom,
    contact: row.contact,
    description: row.description,
    workType: row.work_type,
    requirements: row.requirements,
    applicationLink: row.application_link,
    createdAt: row.created_at,
  };
}

export function toInternship(row: InternshipFields): Internship {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    type: row.type,
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

function review(row: ReviewFields) {
  return {
    status: row.status,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at,
    ownerEmail: row.owner_email,
  };
}

/** The admin's list: every kind together, oldest first when pending (first come, first reviewed). */
export function toAdminSubmissions(lists: {
  ideas: (IdeaFields & ReviewFields)[];
  projects: (ProjectFields & ReviewFields)[];
  internships: (InternshipFields & ReviewFields)[];
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
