import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Team formation on ideas (docs/product.md#idea-teams): the skills the idea still looks for, whether its
  // team is complete, and its endorsement count, kept beside the row so the Wall can sort by it.
  await db.schema
    .alterTable('ideas')
    .addColumn('skills_wanted', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('ideas').addColumn('team_complete_at', 'text').execute();
  await db.schema
    .alterTable('ideas')
    .addColumn('endorsement_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db, db.schema.createTable('idea_join_requests'))
    .addColumn('idea_id', 'integer', (col) => col.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', notNull)
    .addColumn('skills', 'text', notNull)
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('decided_at', 'text')
    .execute();
  // One pending request per person per idea: the last guard under simultaneous requests. A declined
  // person may ask again later; the service refuses a member who asks again.
  await sql`create unique index idea_join_requests_pending_uq on idea_join_requests (idea_id, requester_id)
    where state = 'pending'`.execute(db);
  await db.schema
    .createIndex('idea_join_requests_requester_idx')
    .on('idea_join_requests')
    .columns(['requester_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idea_join_requests_idea_idx')
    .on('idea_join_requests')
    .columns(['idea_id', 'created_at'])
    .execute();

  // Endorsements (docs/product.md#endorsements): one per person per idea, by the primary key.
  await db.schema
    .createTable('idea_endorsements')
    .addColumn('idea_id', 'integer', (col) => col.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('idea_endorsements_pk', ['idea_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('idea_endorsements_user_idx')
    .on('idea_endorsements')
    .columns(['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idea_endorsements').execute();
  await db.schema.dropTable('idea_join_requests').execute();
  await db.schema.alterTable('ideas').dropColumn('endorsement_count').execute();
  await db.schema.alterTable('ideas').dropColumn('team_complete_at').execute();
  await db.schema.alterTable('ideas').dropColumn('skills_wanted').execute();
}
