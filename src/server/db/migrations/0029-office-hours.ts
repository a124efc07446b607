import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Mentor office hours (docs/product.md#office-hours): a mentor's settings and weekly or single windows
// (local time + IANA zone), the slots made from them (UTC, one per mentor and start) and the bookings,
// at most one live booking per slot (docs/decisions/024-office-hours-times-and-double-booking.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('office_hours_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // The public mentor card this account is (matched by email); null when none matches.
    .addColumn('mentor_card_id', 'integer', (col) => col.references('mentors.id').onDelete('set null'))
    .addColumn('time_zone', 'text', notNull)
    .addColumn('slot_minutes', 'integer', notNull)
    .addColumn('per_week_limit', 'integer', notNull)
    .addColumn('per_startup_limit', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('office_hours_windows'))
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer') // 1 = Monday … 7 = Sunday; null for a single date
    .addColumn('date', 'text') // YYYY-MM-DD; null for a weekly window
    .addColumn('start_time', 'text', notNull) // HH:MM local
    .addColumn('end_time', 'text', notNull)
    .addColumn('time_zone', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('office_hours_windows_mentor_idx')
    .on('office_hours_windows')
    .column('mentor_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('office_hours_slots'))
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Null once its window is removed: the slot stays for its bookings but is no longer offered.
    .addColumn('window_id', 'integer', (col) =>
      col.references('office_hours_windows.id').onDelete('set null'),
    )
    .addColumn('starts_at', 'text', notNull) // UTC ISO
    .addColumn('ends_at', 'text', notNull)
    .execute();
  // Slots are made on demand by whoever looks first: the same start is stored once.
  await db.schema
    .createIndex('office_hours_slots_start_uq')
    .on('office_hours_slots')
    .columns(['mentor_id', 'starts_at'])
    .unique()
    .execute();

  await addIdColumn(db, db.schema.createTable('office_hours_bookings'))
    .addColumn('slot_id', 'integer', (col) =>
      col.notNull().references('office_hours_slots.id').onDelete('cascade'),
    )
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('founder_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The founder's startup when booked (the per-startup limit); its name kept for the schedule.
    .addColumn('startup_id', 'integer')
    .addColumn('startup_name', 'text', notNull)
    .addColumn('starts_at', 'text', notNull) // copied from the slot: the week and reminders read it
    .addColumn('topic', 'text', notNull)
    .addColumn('status', 'text', notNull) // booked | cancelled
    .addColumn('cancelled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'text')
    .addColumn('mentor_note', 'text', notNull)
    .addColumn('founder_note', 'text', notNull)
    .addColumn('rating', 'integer')
    .addColumn('created_at', 'text', notNull)
    .execute();
  // The last line against double booking: one live booking per slot, whatever the code above did.
  await db.schema
    .createIndex('office_hours_bookings_live_uq')
    .on('office_hours_bookings')
    .column('slot_id')
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();
  await db.schema
    .createIndex('office_hours_bookings_mentor_idx')
    .on('office_hours_bookings')
    .columns(['mentor_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('office_hours_bookings_founder_idx')
    .on('office_hours_bookings')
    .columns(['founder_id', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'office_hours_bookings',
    'office_hours_slots',
    'office_hours_windows',
    'office_hours_settings',
  ])
    await db.schema.dropTable(table).execute();
}
