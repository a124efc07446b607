import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Filled in by the feature that owns it before it is released; frozen afterwards.
// Cohorts formed from a call's accepted applications (or by hand), the startups in them and their people,
// the centre's announcements to a cohort; startups without a cohort are alumni the admin entered with a label.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('cohorts'))
    .addColumn('name', 'text', notNull)
    .addColumn('program_slug', 'text', (col) => col.notNull().references('programs.slug'))
    .addColumn('call_id', 'integer', (col) => col.references('calls.id').onDelete('set null'))
    .addColumn('starts_on', 'text', notNull) // YYYY-MM-DD
    .addColumn('ends_on', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('startups'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('logo_key', 'text', (col) => col.references('media_assets.key').onDelete('set null'))
    .addColumn('pitch', 'text', notNull)
    .addColumn('sector', 'text', notNull)
    .addColumn('stage', 'text', notNull)
    .addColumn('website', 'text', notNull) // '' when none
    .addColumn('founded_year', 'integer')
    .addColumn('status', 'text', notNull) // active | acquired | closed
    .addColumn('funding_raised', 'bigint') // whole rupees; null when not told
    .addColumn('jobs', 'integer')
    .addColumn('cohort_id', 'integer', (col) => col.references('cohorts.id').onDelete('set null'))
    .addColumn('cohort_label', 'text', notNull) // shown when cohort_id is null (alumni); '' otherwise
    // The accepted application it was formed from: unique, so forming a cohort twice adds nobody twice.
    .addColumn('application_id', 'integer', (col) =>
      col.unique().references('call_applications.id').onDelete('set null'),
    )
    .addColumn('published', 'integer', notNull) // 0 | 1
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('startups_public_idx').on('startups').columns(['published', 'name']).execute();
  await db.schema.createIndex('startups_cohort_idx').on('startups').column('cohort_id').execute();

  // A member is a user (user_id set) or an invitation to an address (user_id null, invited_email set)
  // until someone signed in with that address types the code.
  await addIdColumn(db, db.schema.createTable('cohort_members'))
    .addColumn('cohort_id', 'integer', (col) => col.notNull().references('cohorts.id').onDelete('cascade'))
    .addColumn('startup_id', 'integer', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull) // founder | member
    .addColumn('invited_email', 'text')
    .addColumn('invite_code_hash', 'text')
    .addColumn('invite_expires_at', 'text')
    .addColumn('invite_attempts', 'integer', notNull)
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('joined_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  // One place per person in a cohort, one open invitation per address and startup (NULLs never clash).
  await db.schema
    .createIndex('cohort_members_user_uq')
    .on('cohort_members')
    .columns(['cohort_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('cohort_members_invite_uq')
    .on('cohort_members')
    .columns(['startup_id', 'invited_email'])
    .unique()
    .execute();
  await db.schema.createIndex('cohort_members_user_idx').on('cohort_members').column('user_id').execute();

  await addIdColumn(db, db.schema.createTable('cohort_announcements'))
    .addColumn('cohort_id', 'integer', (col) => col.notNull().references('cohorts.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('cohort_announcements_cohort_idx')
    .on('cohort_announcements')
    .columns(['cohort_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cohort_announcements', 'cohort_members', 'startups', 'cohorts']) {
    await db.schema.dropTable(table).execute();
  }
}
