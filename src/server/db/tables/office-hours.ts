import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Mentor office hours (docs/product.md#office-hours): settings, windows, slots and bookings.

export interface OfficeHoursSettingsTable {
  user_id: number;
  mentor_card_id: number | null;
  time_zone: string;
  slot_minutes: number;
  per_week_limit: number;
  per_startup_limit: number;
  updated_at: string;
}
export type OfficeHoursSettingsRow = Selectable<OfficeHoursSettingsTable>;
export type NewOfficeHoursSettingsRow = Insertable<OfficeHoursSettingsTable>;
export type OfficeHoursSettingsUpdate = Updateable<OfficeHoursSettingsTable>;

export interface OfficeHoursWindowsTable {
  id: Generated<number>;
  mentor_id: number;
  weekday: number | null;
  date: string | null;
  start_time: string;
  end_time: string;
  time_zone: string;
  created_at: string;
}
export type OfficeHoursWindowRow = Selectable<OfficeHoursWindowsTable>;
export type NewOfficeHoursWindowRow = Insertable<OfficeHoursWindowsTable>;
export type OfficeHoursWindowUpdate = Updateable<OfficeHoursWindowsTable>;

export interface OfficeHoursSlotsTable {
  id: Generated<number>;
  mentor_id: number;
  window_id: number | null;
  starts_at: string;
  ends_at: string;
}
export type OfficeHoursSlotRow = Selectable<OfficeHoursSlotsTable>;
export type NewOfficeHoursSlotRow = Insertable<OfficeHoursSlotsTable>;
export type OfficeHoursSlotUpdate = Updateable<OfficeHoursSlotsTable>;

export interface OfficeHoursBookingsTable {
  id: Generated<number>;
  slot_id: number;
  mentor_id: number;
  founder_id: number;
  startup_id: number | null;
  startup_name: string;
  starts_at: string;
  topic: string;
  status: 'booked' | 'cancelled';
  cancelled_by: number | null;
  cancelled_at: string | null;
  mentor_note: string;
  founder_note: string;
  rating: number | null;
  created_at: string;
}
export type OfficeHoursBookingRow = Selectable<OfficeHoursBookingsTable>;
export type NewOfficeHoursBookingRow = Insertable<OfficeHoursBookingsTable>;
export type OfficeHoursBookingUpdate = Updateable<OfficeHoursBookingsTable>;

export interface OfficeHoursTables {
  office_hours_settings: OfficeHoursSettingsTable;
  office_hours_windows: OfficeHoursWindowsTable;
  office_hours_slots: OfficeHoursSlotsTable;
  office_hours_bookings: OfficeHoursBookingsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const officeHoursTableOwners = {
  office_hours_settings: 'features/office-hours',
  office_hours_windows: 'features/office-hours',
  office_hours_slots: { owner: 'features/office-hours', readBy: ['features/impact'] },
  office_hours_bookings: { owner: 'features/office-hours', readBy: ['features/impact'] },
} as const satisfies TableOwners<OfficeHoursTables>;
