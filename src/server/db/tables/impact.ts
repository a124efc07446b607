import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { FounderGender, FundingSource, RevenueBand } from '#common/impact-constants';
import type { TableOwners } from '../table-owners';

// The startup facts for impact reports (migration 0053, docs/product.md#impact-reports).

/** One row per startup: what its founders entered, and when the centre confirmed it (null: waiting). */
export interface StartupImpactFactsTable {
  startup_id: number;
  incorporated_on: string | null;
  dpiit_number: Generated<string>;
  dpiit_recognised_on: string | null;
  jobs_created: Generated<number>;
  revenue_band: Generated<RevenueBand>;
  ip_filed: Generated<number>;
  ip_granted: Generated<number>;
  updated_at: string;
  updated_by: number | null;
  confirmed_at: string | null;
  confirmed_by: string | null;
}
export type StartupImpactFactsRow = Selectable<StartupImpactFactsTable>;
export type NewStartupImpactFactsRow = Insertable<StartupImpactFactsTable>;
export type StartupImpactFactsUpdate = Updateable<StartupImpactFactsTable>;

/** Money a startup raised: one round, in integer paise. */
export interface StartupFundingsTable {
  id: Generated<number>;
  startup_id: number;
  source: FundingSource;
  amount_paise: number;
  received_on: string;
  investor: string;
  created_at: string;
  created_by: number | null;
  confirmed_at: string | null;
  confirmed_by: string | null;
}
export type StartupFundingRow = Selectable<StartupFundingsTable>;
export type NewStartupFundingRow = Insertable<StartupFundingsTable>;
export type StartupFundingUpdate = Updateable<StartupFundingsTable>;

/** A person's own, optional answer; only "woman among the founders" is ever counted. */
export interface FounderGendersTable {
  user_id: number;
  gender: FounderGender;
  updated_at: string;
}
export type FounderGenderRow = Selectable<FounderGendersTable>;
export type NewFounderGenderRow = Insertable<FounderGendersTable>;
export type FounderGenderUpdate = Updateable<FounderGendersTable>;

export interface ImpactTables {
  startup_impact_facts: StartupImpactFactsTable;
  startup_fundings: StartupFundingsTable;
  founder_genders: FounderGendersTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const impactTableOwners = {
  startup_impact_facts: 'features/impact',
  startup_fundings: 'features/impact',
  founder_genders: 'features/impact',
} as const satisfies TableOwners<ImpactTables>;
