import type { MyProgramApplication, ProgramApplication } from '#common/program-applications';
import { SEES_EMAIL, shownName } from '#server/modules/users';
import type { ApplicationRow } from './repository';

export function toMine(row: ApplicationRow): MyProgramApplication {
  return {
    id: row.id,
    program: row.program_slug,
    programTitle: row.program_title ?? row.program_slug,
    teamName: row.team_name,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function toApplication(row: ApplicationRow): ProgramApplication {
  return {
    ...toMine(row),
    stage: row.stage,
    description: row.description,
    teamSize: row.team_size,
    website: row.website,
    phone: row.phone,
    applicantEmail: row.applicant_email,
    applicantName: shownName({ full_name: row.applicant_name, email: row.applicant_email }, SEES_EMAIL),
    decidedAt: row.decided_at,
  };
}
