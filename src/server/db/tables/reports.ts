import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OpportunityKind } from '#common/opportunities-constants';
import type { ReportReason } from '#common/reports';

export interface PostReportsTable {
  id: Generated<number>;
  kind: OpportunityKind;
  post_id: number;
  reporter_id: number;
  reason: ReportReason;
  text: string | null;
  created_at: string;
  resolved_at: string | null;
}
export type PostReportRow = Selectable<PostReportsTable>;
export type NewPostReportRow = Insertable<PostReportsTable>;
export type PostReportUpdate = Updateable<PostReportsTable>;

export interface ReportTables {
  post_reports: PostReportsTable;
}
