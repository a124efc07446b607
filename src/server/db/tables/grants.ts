import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ExpenseHead, GrantScheme, TrancheState } from '#common/grants-constants';
import type { TableOwners } from '../table-owners';

// Seed grants paid by milestone (migration 0055, docs/product.md#seed-grants). Money is integer paise.

export interface GrantsTable {
  id: Generated<number>;
  startup_id: number;
  scheme: GrantScheme;
  sanctioned_paise: number;
  sanctioned_on: string;
  reference: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type GrantRow = Selectable<GrantsTable>;
export type NewGrantRow = Insertable<GrantsTable>;
export type GrantUpdate = Updateable<GrantsTable>;

export interface GrantTranchesTable {
  id: Generated<number>;
  grant_id: number;
  /** The milestone whose evidence releases the tranche. */
  title: string;
  due_on: string;
  amount_paise: number;
  state: TrancheState;
  evidence_note: Generated<string>;
  evidence_key: string | null;
  evidence_by: number | null;
  evidence_at: string | null;
  review_reason: Generated<string>;
  reviewed_at: string | null;
  disbursed_on: string | null;
  disbursed_paise: number | null;
  disbursement_reference: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type GrantTrancheRow = Selectable<GrantTranchesTable>;
export type NewGrantTrancheRow = Insertable<GrantTranchesTable>;
export type GrantTrancheUpdate = Updateable<GrantTranchesTable>;

export interface GrantExpensesTable {
  id: Generated<number>;
  grant_id: number;
  spent_on: string;
  head: ExpenseHead;
  amount_paise: number;
  note: string;
  recorded_by: number | null;
  created_at: string;
}
export type GrantExpenseRow = Selectable<GrantExpensesTable>;
export type NewGrantExpenseRow = Insertable<GrantExpensesTable>;
export type GrantExpenseUpdate = Updateable<GrantExpensesTable>;

export interface GrantTables {
  grants: GrantsTable;
  grant_tranches: GrantTranchesTable;
  grant_expenses: GrantExpensesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const grantTableOwners = {
  // The impact reports count the centre's grants from their records (docs/product.md#impact-reports).
  grants: { owner: 'features/grants', readBy: ['features/impact'] },
  grant_tranches: { owner: 'features/grants', readBy: ['features/impact'] },
  grant_expenses: { owner: 'features/grants', readBy: ['features/impact'] },
} as const satisfies TableOwners<GrantTables>;
