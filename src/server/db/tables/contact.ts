import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Messages sent through the contact form (migration 0006).

export interface ContactResponsesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}
export type ContactResponseRow = Selectable<ContactResponsesTable>;
export type NewContactResponseRow = Insertable<ContactResponsesTable>;
export type ContactResponseUpdate = Updateable<ContactResponsesTable>;

export interface ContactTables {
  contact_responses: ContactResponsesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const contactTableOwners = {
  contact_responses: 'features/contact',
} as const satisfies TableOwners<ContactTables>;
