import type { MyPostApplication } from '#common/post-applications';
import type { ApplicationWithPostRow } from './repository';

/** An application row as its applicant reads it (never the owner's private note). */
export function toMyApplication(row: ApplicationWithPostRow): MyPostApplication {
  return {
    id: Number(row.id),
    post: {
      kind: row.internship_id === null ? 'project' : 'internship',
      id: Number(row.internship_id ?? row.project_id),
      title: row.post_title,
      organisation: row.post_organisation,
      externalLink: row.post_external_link,
    },
    state: row.state,
    note: row.note,
    portfolioUrl: row.portfolio_url,
    githubUrl: row.github_url,
    linkedinUrl: row.linkedin_url,
    cvFilename: row.cv_filename ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
