import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Applications on the site to an internship or a project (docs/product.md#applications-on-the-site): each
  // row names exactly one post, and goes with it when the post is removed.
  await addIdColumn(db, db.schema.createTable('post_applications'))
    .addColumn('internship_id', 'integer', (col) => col.references('internships.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('applicant_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', notNull)
    .addColumn('portfolio_url', 'text')
    .addColumn('github_url', 'text')
    .addColumn('linkedin_url', 'text')
    // The CV, in private_files; the file stays readable only through the application's own route.
    .addColumn('cv_key', 'text', (col) => col.references('private_files.key').onDelete('set null'))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('new'))
    // The poster's private note, never shown to the applicant.
    .addColumn('owner_note', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('post_applications_one_post', sql`(internship_id is null) <> (project_id is null)`)
    .execute();
  // One application per person per post: the last guard under simultaneous requests. NULLs are distinct on
  // both engines, so each index covers only the rows of its kind.
  await db.schema
    .createIndex('post_applications_internship_applicant_uq')
    .on('post_applications')
    .columns(['internship_id', 'applicant_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('post_applications_project_applicant_uq')
    .on('post_applications')
    .columns(['project_id', 'applicant_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('post_applications_applicant_idx')
    .on('post_applications')
    .columns(['applicant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_applications').execute();
}
