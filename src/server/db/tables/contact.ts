import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
