import type { AdminSubmission, Idea, Internship, Project, WallIdea } from '#common/opportunities';
import type { IdeaRow, InternshipRow, ProjectRow } from '#server/db/database';
import { SEES_EMAIL, shownName } from '#server/modules/users';

// Rows in the database's snake_case, answers in the forms' camelCase (docs/product.md#idea-form).

/**
 * Who an answer is for (docs/product.md#private-contact): a poster's phone number or email goes to signed-in
 * people only, and an anonymous answer leaves the key out altogether.
 */
export type Audience = 'anyone' | 'signed-in';

function contactFor(audience: Audience, contact: string): { contact?: string } {
  return audience === 'signed-in' ? { contact } : {};
}

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
type ReviewFields = Pick<IdeaRow, 'status' | 'review_reason' | 'reviewed_at'> & {
  owner_email: string;
  owner_account_name: string;
};

export function toIdea(row: IdeaFields): Idea {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ownerName: row.owner_name,
    designation: row.designation,
    mainTag: row.main_tag,
    extraTags: JSON.parse(row.extra_tags_json) as string[],
    createdAt: row.created_at,
  };
}

/** An idea on the Wall, with its accepted members (docs/product.md#idea-teams). */
export function toWallIdea(
  row: IdeaFields & Pick<IdeaRow, 'skills_wanted' | 'team_complete_at' | 'endorsement_count'>,
  team: WallIdea['team'],
  audience: Audience,
): WallIdea {
  return {
    ...toIdea(row),
    ...contactFor(audience, row.contact),
    skillsWanted: row.skills_wanted,
    teamComplete: row.team_complete_at !== null,
    endorsements: Number(row.endorsement_count),
    team,
  };
}

export function toProject(row: ProjectFields, audience: Audience): Project {
  return {
    id: row.id,
    projectTitle: row.project_title,
    byWhom: row.by_whom,
    ...contactFor(audience, row.contact),
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
    createdAt: row.created_at,
  };
}

function review(row: ReviewFields) {
  return {
    status: row.status,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at,
    ownerEmail: row.owner_email,
    authorName: shownName({ full_name: row.owner_account_name, email: row.owner_email }, SEES_EMAIL),
  };
}

/** Each kind as the admin reviews it: every field the public will see, the contact included. */
export const toAdminSubmission = {
  idea: (row: IdeaFields & ReviewFields): AdminSubmission => ({
    kind: 'idea',
    ...toIdea(row),
    contact: row.contact,
    ...review(row),
  }),
  project: (row: ProjectFields & ReviewFields): AdminSubmission => ({
    kind: 'project',
    ...toProject(row, 'signed-in'),
    contact: row.contact,
    ...review(row),
  }),
  internship: (row: InternshipFields & ReviewFields): AdminSubmission => ({
    kind: 'internship',
    ...toInternship(row),
    contact: row.contact,
    ...review(row),
  }),
};

/** The admin's list: every kind together, oldest first when pending (first come, first reviewed). */
export function toAdminSubmissions(lists: {
  ideas: (IdeaFields & ReviewFields)[];
  projects: (ProjectFields & ReviewFields)[];
  internships: (InternshipFields & ReviewFields)[];
}): AdminSubmission[] {
  const items: AdminSubmission[] = [
    ...lists.ideas.map(toAdminSubmission.idea),
    ...lists.projects.map(toAdminSubmission.project),
    ...lists.internships.map(toAdminSubmission.internship),
  ];
  const pending = items.every((item) => item.status === 'pending');
  return items.sort((a, b) => {
    const order = a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
    return pending ? order : -order;
  });
}
