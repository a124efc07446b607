import type { MyPost, MyPostApplication, ReceivedApplication } from '#common/post-applications';
import type { CsvColumn } from '#server/lib/csv';
import type { ApplicationWithPostRow, listApplicationsToPost, listPostsOf } from './repository';
import { SEES_EMAIL, shownName } from '#server/modules/users';

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
      closedReason: row.post_closed_reason ?? null,
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

type PostCountsRow = Awaited<ReturnType<typeof listPostsOf>>[number];

export function toMyPost(row: PostCountsRow): MyPost {
  return {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    organisation: row.organisation,
    status: row.status,
    hidden: row.hidden_at !== null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    closedAt: row.closed_at,
    closedReason: row.closed_reason,
    counts: {
      new: Number(row.new_count),
      shortlisted: Number(row.shortlisted_count),
      declined: Number(row.declined_count),
      hired: Number(row.hired_count),
    },
  };
}

type ReceivedRow = Awaited<ReturnType<typeof listApplicationsToPost>>[number];

export function toReceivedApplication(row: ReceivedRow): ReceivedApplication {
  return {
    id: Number(row.id),
    // The post's owner sees the applicant's email (docs/product.md#applicants-inbox).
    applicantName: shownName({ full_name: row.applicant_name, email: row.applicant_email }, SEES_EMAIL),
    applicantEmail: row.applicant_email,
    note: row.note,
    portfolioUrl: row.portfolio_url,
    githubUrl: row.github_url,
    linkedinUrl: row.linkedin_url,
    cvFilename: row.cv_filename ?? null,
    state: row.state,
    ownerNote: row.owner_note ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The applicants inbox's CSV export: one row per application (docs/product.md#applicants-inbox). */
export const APPLICATION_CSV_COLUMNS: CsvColumn<ReceivedApplication>[] = [
  { header: 'Applied at', value: (row) => row.createdAt },
  { header: 'Name', value: (row) => row.applicantName },
  { header: 'Email', value: (row) => row.applicantEmail },
  { header: 'State', value: (row) => row.state },
  { header: 'Cover note', value: (row) => row.note },
  { header: 'Portfolio', value: (row) => row.portfolioUrl },
  { header: 'GitHub', value: (row) => row.githubUrl },
  { header: 'LinkedIn', value: (row) => row.linkedinUrl },
  { header: 'CV', value: (row) => (row.cvFilename ? 'yes' : 'no') },
  { header: 'My note', value: (row) => row.ownerNote },
];
