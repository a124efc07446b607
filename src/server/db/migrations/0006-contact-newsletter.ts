import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Filled in by the feature that owns it before it is released; frozen afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The contact response (docs/product.md#contact-form).
  await addIdColumn(db, db.schema.createTable('contact_responses'))
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('contact_responses_created_idx')
    .on('contact_responses')
    .columns(['created_at', 'id'])
    .execute();

  // One row per address, ever: leaving flips the status, coming back flips it again.
  await addIdColumn(db, db.schema.createTable('newsletter_subscribers'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('subscribed_at', 'text', notNull)
    .addColumn('unsubscribed_at', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status_idx')
    .on('newsletter_subscribers')
    .columns(['status', 'id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('newsletter_campaigns'))
    .addColumn('subject', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_by_email', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    // sending: recipients still waiting to be handed to the outbox; queued: all handed over.
    .addColumn('status', 'text', notNull)
    .addColumn('recipient_count', 'integer', notNull)
    .addColumn('queued_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_campaigns_status_idx')
    .on('newsletter_campaigns')
    .columns(['status', 'id'])
    .execute();

  // The recipients of a campaign, fixed when it is sent. The unique pair is what makes
  // "nobody gets the same issue twice" a database fact rather than a hope.
  await addIdColumn(db, db.schema.createTable('newsletter_deliveries'))
    .addColumn('campaign_id', 'integer', (col) =>
      col.notNull().references('newsletter_campaigns.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'integer', (col) => col.notNull().references('newsletter_subscribers.id'))
    .addColumn('email', 'text', notNull)
    // pending → queued (an outbox row exists) | skipped (left before their turn)
    .addColumn('status', 'text', notNull)
    .addColumn('outbox_id', 'integer')
    .addColumn('queued_at', 'text')
    .addUniqueConstraint('newsletter_deliveries_once', ['campaign_id', 'subscriber_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_pending_idx')
    .on('newsletter_deliveries')
    .columns(['campaign_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_subscriber_idx')
    .on('newsletter_deliveries')
    .columns(['subscriber_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_campaigns').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.dropTable('contact_responses').execute();
}
