import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationStatus } from '#common/program-applications-constants';
import type { TableOwners } from '../table-owners';

export type { ApplicationStatus };

export interface ProgramApplicationsTable {
  id: Generated<number>;
  user_id: number;
  program_slug: string;
  team_name: string;
  stage: string;
  description: string;
  team_size: number;
  website: string | null;
  phone: string;
  status: ApplicationStatus;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}
export type ProgramApplicationRow = Selectable<ProgramApplicationsTable>;
export type NewProgramApplicationRow = Insertable<ProgramApplicationsTable>;
export type ProgramApplicationUpdate = Updateable<ProgramApplicationsTable>;

export interface ProgramApplicationTables {
  program_applications: ProgramApplicationsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const programApplicationTableOwners = {
  program_applications: 'features/program-applications',
} as const satisfies TableOwners<ProgramApplicationTables>;
