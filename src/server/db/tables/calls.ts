import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

export interface CallsTable {
  id: Generated<number>;
  program_slug: string;
  title: string;
  opens_at: string;
  closes_at: string;
  review_deadline: string | null;
  questions_json: string;
  rubric_json: string;
  blind: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}
export type CallRow = Selectable<CallsTable>;
export type NewCallRow = Insertable<CallsTable>;
export type CallUpdate = Updateable<CallsTable>;

export type CallDecision = 'accepted' | 'waitlisted' | 'declined';

export interface CallApplicationsTable {
  id: Generated<number>;
  call_id: number;
  user_id: number;
  status: 'draft' | 'submitted';
  team_name: string;
  stage: string;
  description: string;
  team_size: number | null;
  website: string;
  phone: string;
  answers_json: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  decision: CallDecision | null;
  decision_message: string | null;
  decided_at: string | null;
  decided_by: string | null;
}
export type CallApplicationRow = Selectable<CallApplicationsTable>;
export type NewCallApplicationRow = Insertable<CallApplicationsTable>;
export type CallApplicationUpdate = Updateable<CallApplicationsTable>;

/** A call as the calls queries return it: with its programme's title. */
export type CallWithProgramRow = CallRow & { program_title: string };
/** An application as the applicant's queries return it: with its call's title and closing time. */
export type CallApplicationWithCallRow = CallApplicationRow & {
  call_title: string;
  program_title: string;
  closes_at: string;
};

export interface CallTables {
  calls: CallsTable;
  call_applications: CallApplicationsTable;
}

export interface ReviewAssignmentsTable {
  id: Generated<number>;
  call_id: number;
  application_id: number;
  reviewer_id: number;
  assigned_by: string;
  assigned_at: string;
  status: 'assigned' | 'reviewed' | 'conflict';
  scores_json: string | null;
  comment: string;
  note: string;
  conflict_reason: string | null;
  reviewed_at: string | null;
}
export type ReviewAssignmentRow = Selectable<ReviewAssignmentsTable>;
export type NewReviewAssignmentRow = Insertable<ReviewAssignmentsTable>;
export type ReviewAssignmentUpdate = Updateable<ReviewAssignmentsTable>;

export interface ReviewerConflictsTable {
  id: Generated<number>;
  user_id: number;
  value: string;
  created_at: string;
}
export type ReviewerConflictRow = Selectable<ReviewerConflictsTable>;
export type NewReviewerConflictRow = Insertable<ReviewerConflictsTable>;
export type ReviewerConflictUpdate = Updateable<ReviewerConflictsTable>;

export interface ReviewTables {
  review_assignments: ReviewAssignmentsTable;
  reviewer_conflicts: ReviewerConflictsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const callTableOwners = {
  calls: { owner: 'features/calls', readBy: ['features/assignments', 'features/review', 'features/impact'] },
  call_applications: {
    owner: 'features/calls',
    readBy: ['features/assignments', 'features/review', 'features/impact'],
  },
  review_assignments: { owner: 'features/assignments', readBy: ['features/review', 'features/impact'] },
  reviewer_conflicts: { owner: 'features/review', readBy: ['features/assignments'] },
} as const satisfies TableOwners<CallTables & ReviewTables>;
