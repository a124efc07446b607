import type { Generated } from 'kysely';

export interface EventsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category: string;
  image_key: string;
  start_date: string;
  end_date: string;
  time: Generated<string>;
  location: string;
  attendees: number;
  registration_link: string;
  created_at: string;
  updated_at: string;
}

export type EventChangeKind = 'created' | 'updated' | 'deleted';

export interface EventChangesTable {
  id: Generated<number>;
  event_id: number;
  kind: EventChangeKind;
  /** The event as the API shows it after the change (JSON), or `{}` for a delete. */
  payload: string;
  created_at: string;
}

export interface EventsTables {
  events: EventsTable;
  event_changes: EventChangesTable;
}
