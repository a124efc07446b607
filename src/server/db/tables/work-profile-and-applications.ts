import type { Generated } from 'kysely';

export type ApplicationStatus = 'pending' | 'accepted' | 'declined';

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

export interface WorkProfileAndApplicationsTables {
  program_applications: ProgramApplicationsTable;
}
