import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VerificationStatus } from '#common/company-verification';
import type { TableOwners } from '../table-owners';

export type { VerificationStatus };

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
export type CompanyVerificationRow = Selectable<CompanyVerificationsTable>;
export type NewCompanyVerificationRow = Insertable<CompanyVerificationsTable>;
export type CompanyVerificationUpdate = Updateable<CompanyVerificationsTable>;

export interface CompanyVerificationTables {
  company_verifications: CompanyVerificationsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const companyVerificationTableOwners = {
  // Reports read whether a reporter's company is approved (an established account, docs/product.md#reports).
  company_verifications: { owner: 'features/company-verification', readBy: ['features/reports'] },
} as const satisfies TableOwners<CompanyVerificationTables>;
