import type { Generated } from 'kysely';

export type VerificationStatus = 'pending' | 'approved' | 'declined';

export interface CompanyVerificationsTable {
  id: Generated<number>;
  user_id: number;
  user_email: string;
  company_name: string;
  company_website: string;
  linkedin_url: string | null;
  social_media_url: string | null;
  additional_info: string;
  status: VerificationStatus;
  submitted_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface CompanyVerificationTables {
  company_verifications: CompanyVerificationsTable;
}
