import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OpportunityKind } from '#common/opportunities-constants';
import type { EstablishedGround, ReportReason } from '#common/reports';
import type { TableOwners } from '../table-owners';

export interface PostReportsTable {
  id: Generated<number>;
  kind: OpportunityKind;
  post_id: number;
  reporter_id: number;
  reason: ReportReason;
  text: string | null;
  created_at: string;
  resolved_at: string | null;
  /**
   * Why the reporter's account was established when they reported, or null for a new account, whose report
   * does not count towards hiding (migration 0035, docs/product.md#reports).
   */
  established_by: EstablishedGround | null;
}
export type PostReportRow = Selectable<PostReportsTable>;
export type NewPostReportRow = Insertable<PostReportsTable>;
export type PostReportUpdate = Updateable<PostReportsTable>;

export interface ReportTables {
  post_reports: PostReportsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const reportTableOwners = {
  post_reports: 'features/reports',
} as const satisfies TableOwners<ReportTables>;
