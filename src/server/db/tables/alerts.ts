import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AlertFrequency, AlertList } from '#common/alerts';
import type { TableOwners } from '../table-owners';

/** A person's saved search and how often its digest is mailed (docs/product.md#search-alerts). */
export interface SearchAlertsTable {
  id: Generated<number>;
  user_id: number;
  list: AlertList;
  q: string;
  /** The list's filter: a project location or an internship type, 'All' for ideas. */
  filter: string;
  name: string;
  frequency: AlertFrequency;
  /** 1 when paused (from My alerts or the one-click link): no digest until resumed. */
  paused: Generated<number>;
  /** The list's approval number up to which this search has been mailed. */
  high_water: number;
  unsubscribe_token: string;
  created_at: string;
}
export type SearchAlertRow = Selectable<SearchAlertsTable>;
export type NewSearchAlertRow = Insertable<SearchAlertsTable>;
export type SearchAlertUpdate = Updateable<SearchAlertsTable>;

export interface AlertsTables {
  search_alerts: SearchAlertsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const alertsTableOwners = {
  search_alerts: 'features/alerts',
} as const satisfies TableOwners<AlertsTables>;
