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

export interface EventsTables {
  events: EventsTable;
}
